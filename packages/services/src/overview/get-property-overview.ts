import { can, type Rights } from '@kc/domain/permissions';
import { EXCEPTION_SETTINGS_DEFAULTS, keyOutHours, type ExceptionSettingsValues } from '@kc/domain/alerts';
import { OVERVIEW_LATEST_ROWS, overviewWindow, type OverviewWindow, type PropertyOverview } from '@kc/domain/overview';
import { REPORT_RIGHT, type ReportCriteria } from '@kc/domain/reports';
import type pg from 'pg';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, type Scope } from '../access/scope.ts';
import { historySql, type RawReportRow } from '../reports/sql.ts';
import { showsHooksTags, toReportRow } from '../reports/reports.ts';
import { pullsByDay, runFiguresWith, toFigures, toHtInfo } from './overview-sql.ts';

/**
 * The window and the alert thresholds the figures were counted at: a property's effective settings, or for a
 * roll-up (each property at its own) the built-in defaults.
 */
export const windowOut = (w: OverviewWindow, s: ExceptionSettingsValues = EXCEPTION_SETTINGS_DEFAULTS) => ({
  monthFrom: w.monthFrom.toISOString(),
  monthTo: w.monthTo.toISOString(),
  recentFrom: w.recentFrom.toISOString(),
  keyOutHours: keyOutHours(s.keyOutThreshold),
  badgeUnusedDays: s.badgeUnusedDays,
  lastCommDays: s.lastCommDays,
});

/** The transaction report's criteria when it opens: its default range (the same window). */
export const monthCriteria = (w: OverviewWindow): ReportCriteria => ({
  from: w.monthFrom.toISOString(),
  to: w.monthTo.toISOString(),
  units: [],
  employees: [],
  activities: [],
  exceptionCodes: [],
});

/** The statements of one property's briefing, side by side (exported for the benchmark's bare baseline). */
export async function runPropertyOverview(
  pool: pg.Pool,
  propertyId: number,
  window: OverviewWindow,
  timeZone: string,
  now: Date,
  withLatest: boolean,
) {
  const latestSql = historySql(propertyId, 'transaction', monthCriteria(window), OVERVIEW_LATEST_ROWS, 0).page;
  const sel = { name: 'property', sql: 'p.id = $1', values: [propertyId] };
  const { rows, also: latest } = await runFiguresWith<RawReportRow>(
    pool,
    sel,
    window,
    now,
    timeZone,
    withLatest ? { name: 'overview-latest', ...latestSql } : null,
  );
  return { rows, pullsPerDay: pullsByDay(window, rows[0]?.pulls ?? null), latest };
}

/**
 * The morning briefing of one property (GET /api/properties/{id}/overview): figures, pulls per day and the first rows
 * of the transaction report, in parallel statements after the (usually free) scope check.
 */
export async function getPropertyOverview(
  ctx: ServiceContext,
  scope: Scope,
  rights: Rights,
  propertyId: number,
  timeZone: string,
  now = new Date(),
): Promise<PropertyOverview> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const window = overviewWindow(now, timeZone);
  const withLatest = can(rights, REPORT_RIGHT.transaction);
  const run = (pool: pg.Pool) => runPropertyOverview(pool, propertyId, window, timeZone, now, withLatest);
  let { rows, pullsPerDay, latest } = await run(ctx.db.read);
  // The scope check (primary) found the property: a replica that does not have it yet has not replayed its creation.
  if (!rows[0] && ctx.db.read !== ctx.db.pool) ({ rows, pullsPerDay, latest } = await run(ctx.db.pool));
  const row = rows[0];
  if (!row) throw outOfScope('Property');
  const hooksTags = showsHooksTags(rights);
  return {
    property: { id: row.id, name: row.name, regionName: row.region_name, htInfo: toHtInfo(row) },
    generatedAt: now.toISOString(),
    timeZone,
    window: windowOut(window, row.settings),
    figures: toFigures(row),
    pullsPerDay,
    latest: latest ? latest.map((r) => toReportRow(r, hooksTags)) : null,
  };
}
