import { daysSinceCommunication, type PastDueDatalogRow, type PastDueFilter } from '@kc/domain/internal-reports';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from './provider-scope.ts';

interface Raw {
  datalog_id: number;
  datalog_number: number;
  datalog_type: string;
  last_communication: Date;
  property_id: number;
  property_name: string;
  customer_number: string | null;
  corporation_name: string;
  region_name: string;
}

/**
 * Datalogs past due (spec 000 §2.2 /past-due-datalog-report, lookup past-due-datalog-properties): they have
 * communicated, but not within `days` (at least the active threshold, 90). Live, not canceled properties only: a
 * canceled property is expected to go quiet. Longest silence first.
 */
export async function listPastDueDatalogs(
  ctx: ServiceContext,
  scope: Scope,
  filter: PastDueFilter,
  now = new Date(),
): Promise<PastDueDatalogRow[]> {
  assertProviderScope(scope);
  const cutoff = new Date(now.getTime() - filter.days * 86_400_000);
  const { rows } = await ctx.db.read.query<Raw>(
    `SELECT d.id AS datalog_id, d.datalog_number, d.datalog_type, d.last_communication,
        p.id AS property_id, p.name AS property_name, p.accounting_customer_number AS customer_number,
        c.name AS corporation_name, r.name AS region_name
      FROM datalogs d
      JOIN properties p ON p.id = d.property_id
      JOIN corporations c ON c.id = p.corporation_id
      JOIN regions r ON r.id = p.region_id
      WHERE d.deleted_at IS NULL AND p.deleted_at IS NULL AND NOT p.canceled
        AND d.last_communication < $1
        AND ($2::text IS NULL OR d.datalog_type = $2)
      ORDER BY d.last_communication, p.name, d.datalog_number`,
    [cutoff, filter.datalogType ?? null],
  );
  return rows.map((r) => ({
    propertyId: r.property_id,
    propertyName: r.property_name,
    customerNumber: r.customer_number,
    corporationName: r.corporation_name,
    regionName: r.region_name,
    datalogId: r.datalog_id,
    datalogNumber: r.datalog_number,
    datalogType: r.datalog_type,
    lastCommunication: r.last_communication.toISOString(),
    daysSince: daysSinceCommunication(r.last_communication, now),
  }));
}
