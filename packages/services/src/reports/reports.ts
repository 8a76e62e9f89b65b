import type pg from 'pg';
import { AppError } from '@kc/domain/errors';
import { can, type Rights } from '@kc/domain/permissions';
import {
  REPORT_KINDS,
  REPORT_PAGE_SIZE,
  REPORT_RIGHT,
  hookLabel,
  type ActivityInfo,
  type KeyReceipt,
  type PropertyKeyControlInfo,
  type ReportPage,
  type ReportRequest,
  type ReportRow,
} from '@kc/domain/reports';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, type Scope } from '../access/scope.ts';
import { emptyHooksSql, historyPage, keysOutPage, runPaged, type RawReportRow } from './sql.ts';

/** Hook and tag columns need Report-HooksTags_READ; without it the server leaves them out of every row. */
export const showsHooksTags = (rights: Rights) => can(rights, 'Report-HooksTags_READ');

export function toReportRow(r: RawReportRow, hooksTags: boolean): ReportRow {
  const row: ReportRow = {
    id: r.id,
    employeeName: r.employee_name,
    badgeNumber: r.badge_number,
    propertyUnitName: r.property_unit_name,
    activityCode: r.activity_code,
    exceptionCode: r.exception_code,
    enteredWorkOrderNumber: r.entered_work_order_number,
    time: r.time ? r.time.toISOString() : null,
    keyReceiptId: r.key_receipt_id,
    datalogNumber: r.datalog_number,
  };
  if (hooksTags) {
    row.keyTagNumber = r.key_tag_number;
    row.keyHook = hookLabel(r.encoded_hook_number, r.non_lettered_panels);
  }
  return row;
}

export function requireReportRight(rights: Rights, kind: ReportRequest['kind']): void {
  if (!can(rights, REPORT_RIGHT[kind])) throw new AppError('FORBIDDEN', 'You do not have access to this report');
}

/** One report page and its exact total (exported for the benchmark, which runs the same statements on a bare pool). */
export function queryReport(
  pool: pg.Pool,
  propertyId: number,
  req: ReportRequest,
): Promise<{ rows: RawReportRow[]; total: number }> {
  const offset = (req.page - 1) * REPORT_PAGE_SIZE;
  if (req.kind === 'keys-out') return keysOutPage(pool, propertyId, REPORT_PAGE_SIZE, offset);
  if (req.kind === 'empty-hooks') return runPaged(pool, emptyHooksSql(propertyId, REPORT_PAGE_SIZE, offset));
  return historyPage(pool, propertyId, req.kind, req.criteria, REPORT_PAGE_SIZE, offset);
}

export function validateReportRequest(req: ReportRequest): void {
  if (req.kind === 'tag-search' && !req.criteria.tag) {
    throw new AppError('VALIDATION_FAILED', 'Validation failed', [
      { field: 'criteria.tag', message: 'Enter a key tag number' },
    ]);
  }
}

export async function runReport(
  ctx: ServiceContext,
  scope: Scope,
  rights: Rights,
  propertyId: number,
  req: ReportRequest,
): Promise<ReportPage> {
  requireReportRight(rights, req.kind);
  validateReportRequest(req);
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const hooksTags = showsHooksTags(rights);
  const { rows, total } = await queryReport(ctx.db.read, propertyId, req);
  return {
    kind: req.kind,
    rows: rows.map((r) => toReportRow(r, hooksTags)),
    total,
    page: req.page,
    pageSize: REPORT_PAGE_SIZE,
    showHooksTags: hooksTags,
  };
}

export async function getReportKeyControlInfo(
  ctx: ServiceContext,
  scope: Scope,
  rights: Rights,
  propertyId: number,
): Promise<PropertyKeyControlInfo> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const { rows } = await ctx.db.read.query<{ name: string; non_lettered: boolean | null; touch: boolean | null }>(
    `SELECT p.name,
       (SELECT bool_or(d.non_lettered_panels) FROM datalogs d WHERE d.property_id = p.id AND d.deleted_at IS NULL) AS non_lettered,
       (SELECT bool_or(d.datalog_type = 'touch') FROM datalogs d WHERE d.property_id = p.id AND d.deleted_at IS NULL) AS touch
     FROM properties p WHERE p.id = $1`,
    [propertyId],
  );
  const p = rows[0];
  if (!p) throw outOfScope('Property');
  return {
    property: { id: propertyId, name: p.name },
    datalogInfo:
      p.non_lettered === null ? null : { nonLetteredPanels: p.non_lettered, datalogType: { touch: Boolean(p.touch) } },
    reports: REPORT_KINDS.filter((k) => can(rights, REPORT_RIGHT[k])),
    showHooksTags: showsHooksTags(rights),
  };
}

export async function listReportActivities(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<ActivityInfo[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const { rows } = await ctx.db.read.query<ActivityInfo>(
    `SELECT activity_code AS "activityCode", activity_name AS "activityName"
     FROM property_activities WHERE property_id = $1 AND active ORDER BY activity_code`,
    [propertyId],
  );
  return rows;
}

export async function listReportUnits(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<{ id: number; name: string }[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const { rows } = await ctx.db.read.query<{ id: number; name: string }>(
    'SELECT id, name FROM units WHERE property_id = $1 ORDER BY name',
    [propertyId],
  );
  return rows;
}

/** Employees for the criteria: the property's badges (active or not), by name. */
export async function listEmployees(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<{ id: number; name: string }[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const { rows } = await ctx.db.read.query<{ id: number; name: string }>(
    'SELECT min(id) AS id, employee_name AS name FROM badges WHERE property_id = $1 GROUP BY employee_name ORDER BY employee_name',
    [propertyId],
  );
  return rows;
}

export async function getKeyReceipt(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  receiptId: number,
): Promise<KeyReceipt> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const receipt = await ctx.db.read.query<{
    id: number;
    date_created: Date;
    vendor_rep_name: string;
    vendor_name: string;
    employee_name: string;
    verified_number: string | null;
  }>(
    'SELECT id, date_created, vendor_rep_name, vendor_name, employee_name, verified_number FROM key_receipts WHERE id = $1 AND property_id = $2',
    [receiptId, propertyId],
  );
  const r = receipt.rows[0];
  if (!r) throw outOfScope('Key receipt');
  const tx = await ctx.db.read.query<{
    id: string;
    property_unit_name: string | null;
    badge_number: string | null;
    employee_name: string | null;
    activity_code: number;
    time: Date;
  }>(
    `SELECT id::text, property_unit_name, badge_number, employee_name, activity_code, time
     FROM datalog_transactions WHERE key_receipt_id = $1 AND property_id = $2 ORDER BY time, id`,
    [receiptId, propertyId],
  );
  return {
    id: r.id,
    propertyId,
    dateCreated: r.date_created.toISOString(),
    vendorRepName: r.vendor_rep_name,
    vendorName: r.vendor_name,
    employeeName: r.employee_name,
    verifiedNumber: r.verified_number,
    datalogTransactions: tx.rows.map((t) => ({
      id: t.id,
      propertyUnitName: t.property_unit_name,
      badgeNumber: t.badge_number,
      employeeName: t.employee_name,
      activityCode: t.activity_code,
      time: t.time.toISOString(),
    })),
  };
}
