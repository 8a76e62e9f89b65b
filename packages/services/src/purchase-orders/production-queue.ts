import { PO_STATUS, poStatusName } from '@kc/domain/purchase-orders/status';
import type { ProductionQueueRow } from '@kc/domain/purchase-orders/search';
import type { ServiceContext } from '../context.ts';

interface Row {
  id: number;
  property_id: number;
  property_name: string;
  corporation_name: string;
  customer_number: string | null;
  status_id: number;
  type_id: number;
  rep1: string | null;
  installer: string | null;
  created: Date;
  approved: Date | null;
  numbered: Date | null;
  sent: Date | null;
  verified: Date | null;
  scanned: Date | null;
  shipped: Date | null;
  last_action: string | null;
  action_at: Date | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * /production-queue: one row per open order (submitted, not deleted, not yet installed) with the date of each
 * milestone of spec 001 §4. A milestone's date is the last status event that reached it (approval that skipped to 3
 * dates both); panels scanned is when the last of the property's key panels was scanned, once all are.
 */
export async function productionQueue(
  ctx: ServiceContext,
  q: { purchaseOrderId?: number; propertyName?: string; purchaseOrderStatuses?: number[] },
): Promise<ProductionQueueRow[]> {
  // One pass over the order's events gives every milestone: the last event that reached it (approval that skipped to 3
  // dates both), the first submission for "PO created".
  const reached = (status: number) =>
    `max(e.at) FILTER (WHERE e.to_status_id >= ${status} AND (e.from_status_id IS NULL OR e.from_status_id < ${status}))`;
  const { rows } = await ctx.db.read.query<Row>(
    `SELECT po.id, p.id AS property_id, p.name AS property_name, c.name AS corporation_name,
            p.accounting_customer_number AS customer_number, po.status_id, po.type_id, r1.name AS rep1, ins.name AS installer,
            COALESCE(m.submitted, po.created_at) AS created, m.approved, m.numbered, m.sent, m.verified,
            k.scanned, m.shipped, po.last_action, po.action_completed_at AS action_at
       FROM purchase_orders po
       JOIN properties p ON p.id = po.property_id AND p.deleted_at IS NULL
       JOIN corporations c ON c.id = p.corporation_id
       LEFT JOIN internal_users r1 ON r1.id = po.sales_rep1_id
       LEFT JOIN internal_users ins ON ins.id = po.installer_id
       CROSS JOIN LATERAL (
         SELECT min(e.at) FILTER (WHERE e.event = 'submitted') AS submitted,
                ${reached(PO_STATUS.managerApproved)} AS approved,
                ${reached(PO_STATUS.customerNumberAssigned)} AS numbered,
                ${reached(PO_STATUS.awaitingUnitEntry)} AS sent,
                ${reached(PO_STATUS.unitEntryComplete)} AS verified,
                ${reached(PO_STATUS.shipped)} AS shipped
           FROM purchase_order_status_events e WHERE e.purchase_order_id = po.id) m
       CROSS JOIN LATERAL (
         SELECT CASE WHEN count(*) > 0 AND count(*) = count(kp.scanned_at) THEN max(kp.scanned_at) END AS scanned
           FROM key_panels kp WHERE kp.property_id = p.id) k
      WHERE NOT po.draft AND NOT po.disabled AND po.status_id < ${PO_STATUS.installed}
        AND ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
        AND ($2::int[] IS NULL OR po.status_id = ANY($2))
        AND ($3::int IS NULL OR po.id = $3)
      ORDER BY created, po.id`,
    [
      q.propertyName?.replace(/[\\%_]/g, (ch) => `\\${ch}`) ?? null,
      q.purchaseOrderStatuses ?? null,
      q.purchaseOrderId ?? null,
    ],
  );
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.property_id,
    propertyName: r.property_name,
    corporationName: r.corporation_name,
    customerNumber: r.customer_number,
    statusId: r.status_id,
    statusName: poStatusName(r.status_id),
    typeId: r.type_id,
    salesRepName1: r.rep1,
    installerName: r.installer,
    poCreated: r.created.toISOString(),
    managerApproved: iso(r.approved),
    customerNumberAssigned: iso(r.numbered),
    sentForUnitEntry: iso(r.sent),
    unitsVerified: iso(r.verified),
    panelsScanned: iso(r.scanned),
    shipped: iso(r.shipped),
    lastAction: r.last_action,
    lastActionDate: iso(r.action_at),
  }));
}
