import { PLATINUM_PLAN_CODE } from '@kc/domain/purchase-orders/plans';
import { platinumStatus, type PlatinumFilter, type PlatinumPropertyRow } from '@kc/domain/internal-reports';
import { ACTIVE_DATALOG_DAYS } from '@kc/domain/key-control';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from './provider-scope.ts';

interface Raw {
  id: number;
  name: string;
  customer_number: string | null;
  corporation_name: string;
  region_name: string;
  datalogs: number;
  active_datalogs: number;
  last_communication: Date | null;
}

/**
 * Live properties on the platinum plan (spec 000 §2.2 /platinum-datalog-report, report "platinum") with their
 * datalogs: how many, how many active (communicated within 90 days) and the latest communication.
 */
export async function listPlatinumProperties(
  ctx: ServiceContext,
  scope: Scope,
  filter: PlatinumFilter,
  now = new Date(),
): Promise<PlatinumPropertyRow[]> {
  assertProviderScope(scope);
  const activeSince = new Date(now.getTime() - ACTIVE_DATALOG_DAYS * 86_400_000);
  const { rows } = await ctx.db.read.query<Raw>(
    `SELECT p.id, p.name, p.accounting_customer_number AS customer_number, c.name AS corporation_name,
        r.name AS region_name, dl.datalogs, dl.active_datalogs, dl.last_communication
      FROM properties p
      JOIN corporations c ON c.id = p.corporation_id
      JOIN regions r ON r.id = p.region_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS datalogs,
          count(*) FILTER (WHERE last_communication >= $2)::int AS active_datalogs,
          max(last_communication) AS last_communication
        FROM datalogs WHERE property_id = p.id AND deleted_at IS NULL
      ) dl
      WHERE p.plan_code = $1 AND p.deleted_at IS NULL AND NOT p.canceled
      ORDER BY p.name, p.id`,
    [PLATINUM_PLAN_CODE, activeSince],
  );
  return rows
    .map((r) => ({
      propertyId: r.id,
      propertyName: r.name,
      customerNumber: r.customer_number,
      corporationName: r.corporation_name,
      regionName: r.region_name,
      datalogs: r.datalogs,
      activeDatalogs: r.active_datalogs,
      lastCommunication: r.last_communication ? r.last_communication.toISOString() : null,
      status: platinumStatus(r.last_communication, now),
    }))
    .filter((r) => filter.status === undefined || r.status === filter.status);
}
