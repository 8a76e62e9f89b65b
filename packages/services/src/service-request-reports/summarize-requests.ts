import { DEFAULT_PROPERTY_TIME_ZONE } from '@kc/domain/notifications/schedule';
import { SR_STATUSES, sortRequestTypes } from '@kc/domain/service-requests/rules';
import { periodRange } from '@kc/domain/service-requests/summary';
import type { SummaryReport, SummaryReportQuery, SummaryRow } from '@kc/domain/service-requests/reports';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';

const emptyCounts = () => Object.fromEntries(SR_STATUSES.map((s) => [String(s.id), 0]));

/**
 * The summary report (spec 001 §7 service reports by year, month or week; weeks start Sunday): requests created in the
 * period (calendar days in the provider's time zone), counted by type and by their status now. Every type in use or
 * enabled gets a row, in the §9 order; a totals row sums them.
 */
export async function summarizeRequests(
  ctx: ServiceContext,
  scope: Scope,
  q: SummaryReportQuery,
): Promise<SummaryReport> {
  assertProviderScope(scope);
  const { start, end } = periodRange(q.period, q.start);
  const [types, counts] = await Promise.all([
    ctx.db.read.query<{ id: number; name: string; disabled: boolean }>(
      'SELECT id, name, disabled FROM service_request_types',
    ),
    ctx.db.read.query<{ type_id: number; status_id: number; n: number }>(
      `SELECT sr.type_id, sr.status_id, count(*)::int AS n
        FROM service_requests sr JOIN properties p ON p.id = sr.property_id
        WHERE p.deleted_at IS NULL
          AND sr.created_at >= ($1::date::timestamp AT TIME ZONE $3)
          AND sr.created_at < ($2::date::timestamp AT TIME ZONE $3)
        GROUP BY sr.type_id, sr.status_id`,
      [start, end, DEFAULT_PROPERTY_TIME_ZONE],
    ),
  ]);
  const totals: SummaryRow = { typeId: 0, typeName: 'Total', byStatus: emptyCounts(), total: 0 };
  const byType = new Map<number, SummaryRow>();
  for (const c of counts.rows) {
    const row = byType.get(c.type_id) ?? { typeId: c.type_id, typeName: '', byStatus: emptyCounts(), total: 0 };
    const key = String(c.status_id);
    row.byStatus[key] = (row.byStatus[key] ?? 0) + c.n;
    row.total += c.n;
    totals.byStatus[key] = (totals.byStatus[key] ?? 0) + c.n;
    totals.total += c.n;
    byType.set(c.type_id, row);
  }
  const rows = sortRequestTypes(types.rows)
    .filter((t) => byType.has(t.id) || !t.disabled)
    .map((t) => ({ ...(byType.get(t.id) ?? { typeId: t.id, byStatus: emptyCounts(), total: 0 }), typeName: t.name }));
  return { period: q.period, start, end, rows, totals };
}
