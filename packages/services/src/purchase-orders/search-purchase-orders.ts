import { createHash } from 'node:crypto';
import {
  PO_PAGE_SIZE,
  type PurchaseOrderPage,
  type PurchaseOrderRow,
  type PurchaseOrderSearch,
} from '@kc/domain/purchase-orders/search';
import { PO_TYPE } from '@kc/domain/purchase-orders/catalog';
import { PO_STATUS, poAccountingStatusName, poStatusName } from '@kc/domain/purchase-orders/status';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { propertyScopeSql } from '../access/scope.ts';

interface Row {
  id: number;
  customer_number: string | null;
  property_id: number;
  property_name: string;
  property_code: string | null;
  corporation_id: number;
  corporation_name: string;
  created_at: Date;
  order_date: Date | null;
  delivery_date: Date | null;
  rep1: string | null;
  rep2: string | null;
  installer: string | null;
  status_id: number;
  accounting_status_id: number | null;
  last_action: string | null;
  type_id: number;
  datalog_type: string | null;
  draft: boolean;
  disabled: boolean;
  total_cents: number;
  version: number;
  total: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * An order waits on someone at the provider unless it is a draft, deleted, waiting on the customer's unit entry or
 * installed (decision 0054).
 */
export const needsAction = (r: { draft: boolean; disabled: boolean; statusId: number }) =>
  !r.draft && !r.disabled && r.statusId !== PO_STATUS.awaitingUnitEntry && r.statusId !== PO_STATUS.installed;

/**
 * The SQL conditions of a search (spec 001 §7 payload), with their parameters numbered from `first`. `rowLevel` says
 * whether a condition needs the order rows themselves (representative, dates); the others name only the dimensions
 * purchase_order_counts keeps (decision 0061), so the total can be summed from it under the alias `po`.
 */
function conditions(q: PurchaseOrderSearch, callerId: number | null, first: number) {
  const where: string[] = [];
  const counted: string[] = [];
  const values: unknown[] = [];
  let rowLevel = false;
  const param = (v: unknown) => {
    values.push(v);
    return `$${first + values.length - 1}`;
  };
  const both = (sql: string, countSql = sql) => {
    where.push(sql);
    counted.push(countSql);
  };
  const rowsOnly = (sql: string) => {
    where.push(sql);
    rowLevel = true;
  };
  // list_day is the order date, or the creation date (UTC) when there is none (kept by a trigger, decision 0061).
  const orderDay = 'po.list_day';
  // The sales look-up shows the caller's own orders unless it asks for the other reps' too.
  const rep = q.representativeId ?? (q.variant === 'sales' && !q.otherReps ? callerId : null);
  if (rep !== null && rep !== undefined) {
    const p = param(rep);
    rowsOnly(`(po.sales_rep1_id = ${p} OR po.sales_rep2_id = ${p}${q.otherReps ? ` OR po.installer_id = ${p}` : ''})`);
  }
  // A year (and month) as a range of days, so the representative + day indexes serve it (decision 0061).
  if (q.year !== undefined && q.month !== undefined) {
    const from = param(`${q.year}-${String(q.month).padStart(2, '0')}-01`);
    rowsOnly(`${orderDay} >= ${from}::date AND ${orderDay} < (${from}::date + interval '1 month')::date`);
  } else if (q.year !== undefined) {
    const from = param(`${q.year}-01-01`);
    rowsOnly(`${orderDay} >= ${from}::date AND ${orderDay} < (${from}::date + interval '1 year')::date`);
  } else if (q.month !== undefined) rowsOnly(`EXTRACT(MONTH FROM ${orderDay}) = ${param(q.month)}`);
  if (q.propertyId !== undefined) both(`po.property_id = ${param(q.propertyId)}`);
  if (q.propertyName) both(`p.name ILIKE ${param(like(q.propertyName))}`);
  if (q.propertyCode) both(`p.property_code ILIKE ${param(like(q.propertyCode))}`);
  if (q.corporationName) both(`c.name ILIKE ${param(like(q.corporationName))}`);
  if (q.customerNumber) both(`p.accounting_customer_number ILIKE ${param(like(q.customerNumber))}`);
  if (q.purchaseOrderStatuses?.length) both(`po.status_id = ANY(${param(q.purchaseOrderStatuses)}::int[])`);
  if (q.last60Days) rowsOnly(`${orderDay} >= (now() AT TIME ZONE 'UTC')::date - 60`);
  const typeId = q.variant === 'conversions' ? PO_TYPE.conversion : q.typeId;
  if (typeId !== undefined) both(`po.type_id = ${param(typeId)}`);
  if (q.managerApproved !== undefined)
    both(
      q.managerApproved
        ? `po.status_id >= ${PO_STATUS.managerApproved}`
        : `po.status_id < ${PO_STATUS.managerApproved}`,
    );
  // The counts keep "no accounting status" as 0.
  if (q.variant === 'accounting') both('po.accounting_status_id IS NOT NULL', 'po.accounting_status_id <> 0');
  const drafts = q.includeDrafts ?? !['accounting', 'conversions'].includes(q.variant);
  if (!drafts || q.managerApproved !== undefined) both('NOT po.draft');
  if (!q.includeDeleted) both('NOT po.disabled');
  return { where, counted, values, rowLevel };
}

const FROM = (orders: string) => `
        FROM ${orders} po
        JOIN properties p ON p.id = po.property_id AND p.deleted_at IS NULL
        JOIN corporations c ON c.id = p.corporation_id`;

/**
 * /purchase-orders and the look-ups: one page of list rows (spec 001 §3), orders with customer numbers first, then
 * the newest order date (spec 001 §4), 100 a page (spec 001 §9), with the exact total. Decision 0061: the page walks
 * purchase_orders_list_order_idx (the list order's keys are columns of the order) and stops after the page; the total
 * is summed from purchase_order_counts unless a filter needs the rows (representative, dates), which count themselves.
 */
export async function searchPurchaseOrders(
  ctx: ServiceContext,
  { scope, actor }: Caller,
  q: PurchaseOrderSearch,
): Promise<PurchaseOrderPage> {
  const s = propertyScopeSql(scope, 1);
  const c = conditions(q, actor.principal?.pool === 'internal' ? actor.principal.id : null, 1 + s.values.length);
  const limit = 1 + s.values.length + c.values.length;
  const total = c.rowLevel
    ? `SELECT count(*) ${FROM('purchase_orders')} WHERE ${[s.sql, ...c.where].join(' AND ')}`
    : `SELECT COALESCE(sum(po.n), 0) ${FROM('purchase_order_counts')} WHERE ${[s.sql, ...c.counted].join(' AND ')}`;
  const text = `
      SELECT po.id, p.accounting_customer_number AS customer_number, p.id AS property_id, p.name AS property_name,
             p.property_code, c.id AS corporation_id, c.name AS corporation_name, po.created_at, po.order_date,
             po.delivery_date, r1.name AS rep1, r2.name AS rep2, ins.name AS installer, po.status_id,
             po.accounting_status_id, po.last_action, po.type_id,
             (SELECT d.datalog_type FROM datalogs d WHERE d.property_id = p.id AND d.deleted_at IS NULL ORDER BY d.id LIMIT 1)
               AS datalog_type,
             po.draft, po.disabled, po.total_cents, po.version, (${total})::int AS total
        ${FROM('purchase_orders')}
        LEFT JOIN internal_users r1 ON r1.id = po.sales_rep1_id
        LEFT JOIN internal_users r2 ON r2.id = po.sales_rep2_id
        LEFT JOIN internal_users ins ON ins.id = po.installer_id
       WHERE ${[s.sql, ...c.where].join(' AND ')}
       ORDER BY po.customer_numbered DESC, po.list_day DESC, po.id DESC
       LIMIT $${limit} OFFSET $${limit + 1}`;
  const { rows } = await ctx.db.read.query<Row>({
    // A named statement per filter combination: parsed once per connection, and PostgreSQL may keep a generic plan
    // rather than plan every search again (decision 0061).
    name: `po-search-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`,
    text,
    values: [...s.values, ...c.values, PO_PAGE_SIZE, (q.page - 1) * PO_PAGE_SIZE],
  });
  return {
    rows: rows.map(toRow),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: PO_PAGE_SIZE,
  };
}

function toRow(r: Row): PurchaseOrderRow {
  return {
    id: r.id,
    customerNumber: r.customer_number,
    propertyId: r.property_id,
    propertyName: r.property_name,
    propertyCode: r.property_code,
    corporationId: r.corporation_id,
    corporationName: r.corporation_name,
    dateCreated: r.created_at.toISOString(),
    orderDate: day(r.order_date),
    deliveryDate: day(r.delivery_date),
    salesRepName1: r.rep1,
    salesRepName2: r.rep2,
    installerName: r.installer,
    statusName: poStatusName(r.status_id),
    statusId: r.status_id,
    accountingStatusId: r.accounting_status_id,
    accountingStatusName: poAccountingStatusName(r.accounting_status_id),
    lastAction: r.last_action,
    needsAction: needsAction({ draft: r.draft, disabled: r.disabled, statusId: r.status_id }),
    typeId: r.type_id,
    datalogType: r.datalog_type,
    draft: r.draft,
    disabled: r.disabled,
    totalCents: r.total_cents,
    version: r.version,
  };
}
