import { DEFAULT_PROPERTY_TIME_ZONE } from '@kc/domain/notifications/schedule';
import { SR_STATUS, technicianShortName } from '@kc/domain/service-requests/rules';
import type { TechnicianReportRow } from '@kc/domain/service-requests/reports';
import { compareNames } from '@kc/domain/format';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertProviderScope } from '../internal-reports/provider-scope.ts';
import { OPEN_STATUS_IDS } from './open-report-options.ts';
import { TECHNICIANS_SQL } from './technicians.ts';

interface Raw {
  id: number;
  name: string;
  enabled: boolean;
  sr_closed_goal: number | null;
  sr_closed: number;
  installs_open: number;
  sr_open: number;
  installs: number;
  proposals: number;
  conversions: number;
  expansions: number;
  po_count: number;
}

const COUNTS = [
  'srClosed',
  'installsOpen',
  'srOpen',
  'installs',
  'proposals',
  'conversions',
  'expansions',
  'poCount',
] as const;

/**
 * The technicians report for a calendar year (spec 001 §3 service tech report row; decision 0066). Requests count
 * for their assignee: srClosed those closed in the year; installs, proposals, conversions and expansions those closed
 * in the year whose type carries that service kind; installsOpen and srOpen the open ones now (install types, and
 * every other type). poCount: purchase orders (submitted, not deleted) of the year by order date where the technician
 * is a sales representative, the installer or the writer. Enabled technicians always have a row; a disabled one while
 * it has a count.
 */
export async function technicianReport(
  ctx: ServiceContext,
  scope: Scope,
  year: number,
): Promise<TechnicianReportRow[]> {
  assertProviderScope(scope);
  const { rows } = await ctx.db.read.query<Raw>(
    `WITH bounds AS (
       SELECT make_date($1, 1, 1) AS first_day, make_date($1 + 1, 1, 1) AS next_day,
              make_date($1, 1, 1)::timestamp AT TIME ZONE $2 AS from_at,
              make_date($1 + 1, 1, 1)::timestamp AT TIME ZONE $2 AS to_at
     ),
     req AS (
       SELECT sr.assignee_id, t.service_kind AS kind, sr.status_id = ANY($3::int[]) AS open,
              (sr.status_id = $4 AND sr.closed_at >= b.from_at AND sr.closed_at < b.to_at) AS closed_in_year
         FROM service_requests sr
         JOIN service_request_types t ON t.id = sr.type_id
         JOIN properties p ON p.id = sr.property_id AND p.deleted_at IS NULL
         CROSS JOIN bounds b
        WHERE sr.assignee_id IS NOT NULL
     ),
     per_tech AS (
       SELECT assignee_id,
              count(*) FILTER (WHERE closed_in_year)::int AS sr_closed,
              count(*) FILTER (WHERE open AND kind = 'INSTALL')::int AS installs_open,
              count(*) FILTER (WHERE open AND kind IS DISTINCT FROM 'INSTALL')::int AS sr_open,
              count(*) FILTER (WHERE closed_in_year AND kind = 'INSTALL')::int AS installs,
              count(*) FILTER (WHERE closed_in_year AND kind = 'PROPOSAL')::int AS proposals,
              count(*) FILTER (WHERE closed_in_year AND kind = 'CONVERSION')::int AS conversions,
              count(*) FILTER (WHERE closed_in_year AND kind = 'EXPANSION')::int AS expansions
         FROM req GROUP BY assignee_id
     ),
     po AS (
       SELECT x.user_id, count(DISTINCT o.id)::int AS n
         FROM purchase_orders o
         CROSS JOIN bounds b
         CROSS JOIN LATERAL (VALUES (o.sales_rep1_id), (o.sales_rep2_id), (o.installer_id), (o.created_by_id)) x(user_id)
        WHERE NOT o.draft AND NOT o.disabled AND x.user_id IS NOT NULL
          AND COALESCE(o.order_date, (o.created_at AT TIME ZONE $2)::date) >= b.first_day
          AND COALESCE(o.order_date, (o.created_at AT TIME ZONE $2)::date) < b.next_day
        GROUP BY x.user_id
     )
     SELECT te.id, te.name, te.enabled, g.sr_closed_goal,
            COALESCE(a.sr_closed, 0) AS sr_closed, COALESCE(a.installs_open, 0) AS installs_open,
            COALESCE(a.sr_open, 0) AS sr_open, COALESCE(a.installs, 0) AS installs,
            COALESCE(a.proposals, 0) AS proposals, COALESCE(a.conversions, 0) AS conversions,
            COALESCE(a.expansions, 0) AS expansions, COALESCE(po.n, 0) AS po_count
       FROM (${TECHNICIANS_SQL}) te
       LEFT JOIN service_technician_goals g ON g.internal_user_id = te.id AND g.year = $1
       LEFT JOIN per_tech a ON a.assignee_id = te.id
       LEFT JOIN po ON po.user_id = te.id`,
    [year, DEFAULT_PROPERTY_TIME_ZONE, OPEN_STATUS_IDS, SR_STATUS.closed],
  );
  return rows
    .map((r) => ({
      userId: r.id,
      name: r.name,
      shortName: technicianShortName(r),
      srClosed: r.sr_closed,
      srClosedGoal: r.sr_closed_goal,
      installsOpen: r.installs_open,
      srOpen: r.sr_open,
      installs: r.installs,
      proposals: r.proposals,
      conversions: r.conversions,
      expansions: r.expansions,
      poCount: r.po_count,
      enabled: r.enabled,
    }))
    .filter((r) => r.enabled || COUNTS.some((k) => r[k] > 0))
    .sort((a, b) => compareNames(a.name, b.name) || a.userId - b.userId)
    .map(({ enabled: _enabled, ...row }) => row);
}
