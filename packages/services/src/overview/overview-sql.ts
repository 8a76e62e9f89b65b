import type pg from 'pg';
import type { ExceptionSettingsValues } from '@kc/domain/alerts';
import {
  type ExceptionGroupCounts,
  type OverviewFigures,
  type OverviewWindow,
  type PullsPerDay,
} from '@kc/domain/overview';
import type { HtInfo } from '@kc/domain/property-summary';
import { ALERT_SQL, alertCutoffs } from '../property-ops/alert-rules.ts';
import { KEYS_OUT_SQL } from '../reports/sql.ts';
import { resolveForSelection } from '../alerts/get-effective-settings.ts';
import { edgesSql, hourDays, hoursSql, hourSpans } from './hourly-figures-sql.ts';

/**
 * The overview's statements, free of HTTP and scope like the report SQL (the bench runs them on a bare pool). A
 * selection is a condition on `properties p` with its parameters; the caller has checked it against the scope.
 */
export interface PropertySelection {
  /** Names the statements' shape: one name per distinct `sql` text, so PostgreSQL plans each once per connection. */
  name: string;
  sql: string;
  values: unknown[];
}

const GROUPS = ['error', 'warning', 'info', 'special'] as const;
/** Each property's alert cut-offs (hoursStatement's first four parameters), as a table `cut`. */
const CUT = `unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[])
  AS cut(property_id, key_out, badge, last_comm)`;
const sums = (prefix: string, column: string) =>
  GROUPS.map((g) => `coalesce(sum(${column}) FILTER (WHERE g = '${g}'), 0)::int AS ${prefix}_${g}`).join(', ');

/** Renumbers `$1…` of a selection to follow `taken` parameters. */
const shift = (sel: PropertySelection, taken: number) =>
  sel.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + taken}`);

/** The window's whole hours and, with a time zone, the reader's day of each (computed once per answer). */
export function hourParts(window: OverviewWindow, timeZone?: string) {
  const spans = hourSpans(window);
  return { spans, days: timeZone ? hourDays(spans.from, spans.to, timeZone) : null };
}
type HourParts = ReturnType<typeof hourParts>;

/**
 * The figures of each property of a selection from the hourly counts, one row each, each property's alerts counted at
 * its own effective settings (`settings`, decision 0036: the cut-offs travel as arrays joined per property). With a
 * time zone, also the key pulls per reader's day (`pulls`, a JSON object day → count). Each figure is one grouped scan
 * over all the selected properties (`property_id = ANY($1)`), not a subquery per property: a roll-up's plan no longer
 * starts every node once per property (decision 0087). It reads no partitioned table: its plan is made once per
 * connection (decision 0075). edgesStatement's counts are added to it.
 */
export function hoursStatement(
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  settings: Map<number, ExceptionSettingsValues>,
  { spans, days }: HourParts,
  timeZone?: string,
) {
  const ids = [...settings.keys()];
  const cuts = ids.map((id) => alertCutoffs(now, settings.get(id)!));
  const values: unknown[] = [
    ids,
    cuts.map((c) => c.keyOut),
    cuts.map((c) => c.badge),
    cuts.map((c) => c.lastComm),
    window.recentFrom,
    spans.from,
    spans.to,
  ];
  if (days) values.push(days.starts, days.days, days.cut);
  const hours = hoursSql({
    properties: '$1::int[]',
    recentFrom: '$5',
    from: '$6',
    to: '$7',
    ...(days ? { pulls: { starts: '$8', days: '$9', cut: '$10' } } : {}),
  });
  const zero = (column: string) => `coalesce(${column}, 0) AS ${column.split('.')[1]}`;
  return {
    name: `overview-figures-${sel.name}${timeZone ? '-pulls' : ''}`,
    text: `
      WITH keys AS (
        SELECT ks.property_id, count(*)::int AS keys_out,
          count(*) FILTER (WHERE ${ALERT_SQL.keyOutLong('cut.key_out')})::int AS keys_out_long
        FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id LEFT JOIN ${CUT} ON cut.property_id = ks.property_id
        WHERE ks.property_id = ANY($1::int[]) AND ${KEYS_OUT_SQL}
        GROUP BY ks.property_id
      ), unused AS (
        SELECT b.property_id, count(*)::int AS badges_unused
        FROM badges b LEFT JOIN ${CUT} ON cut.property_id = b.property_id
        WHERE b.property_id = ANY($1::int[]) AND ${ALERT_SQL.badgeUnused('cut.badge')}
        GROUP BY b.property_id
      ), dl AS (
        SELECT dl.property_id, count(*)::int AS datalogs,
          count(*) FILTER (WHERE ${ALERT_SQL.datalogSilent('cut.last_comm')})::int AS datalogs_silent,
          max(last_communication) AS last_communication
        FROM datalogs dl LEFT JOIN ${CUT} ON cut.property_id = dl.property_id
        WHERE dl.property_id = ANY($1::int[]) AND deleted_at IS NULL
        GROUP BY dl.property_id
      ), ex AS (
        SELECT property_id, ${sums('month', 'n')}, ${sums('recent', 'rn')},
          ${timeZone ? `json_object_agg(to_char(day, 'YYYY-MM-DD'), pulls) FILTER (WHERE pulls > 0)` : 'NULL::json'} AS pulls
        FROM (${hours}) y
        GROUP BY property_id
      )
      SELECT p.id, p.name, r.name AS region_name, p.canceled, p.payment_delinquent, p.temporary_access_date,
        p.customer_unit_entry, ${zero('keys.keys_out')}, ${zero('keys.keys_out_long')}, ${zero('unused.badges_unused')},
        ${zero('dl.datalogs')}, ${zero('dl.datalogs_silent')}, dl.last_communication,
        ${GROUPS.flatMap((g) => [zero(`ex.month_${g}`), zero(`ex.recent_${g}`)]).join(', ')}, ex.pulls
      FROM properties p
      JOIN regions r ON r.id = p.region_id
      LEFT JOIN keys ON keys.property_id = p.id
      LEFT JOIN unused ON unused.property_id = p.id
      LEFT JOIN dl ON dl.property_id = p.id
      LEFT JOIN ex ON ex.property_id = p.id
      WHERE ${shift(sel, values.length)}
      ORDER BY p.name, p.id`,
    values: [...values, ...sel.values],
  };
}

/**
 * The counts of the rows outside the window's whole hours, per property of a selection (exception group or reader's
 * day per row), to add to hoursStatement's. It reads the partitioned history: PostgreSQL plans it at each run, pruning
 * the months at planning (a plan kept for every month would lock them all at each run).
 */
export function edgesStatement(
  sel: PropertySelection,
  window: OverviewWindow,
  { spans, days }: HourParts,
  timeZone?: string,
) {
  const values: unknown[] = [
    window.monthFrom,
    window.monthTo,
    window.recentFrom,
    spans.from,
    spans.to,
    spans.recentLo,
    spans.recentHi,
  ];
  if (days) values.push(timeZone, days.cut);
  const edges = edgesSql({
    monthFrom: '$1',
    monthTo: '$2',
    recentFrom: '$3',
    from: '$4',
    to: '$5',
    recentLo: '$6',
    recentHi: '$7',
    ...(days ? { pulls: { timeZone: '$8', cut: '$9' } } : {}),
  });
  return {
    name: `overview-edges-${sel.name}${timeZone ? '-pulls' : ''}`,
    text: `
      SELECT p.id, e.g, to_char(e.day, 'YYYY-MM-DD') AS day, e.n::int AS n, e.rn::int AS rn, e.pulls::int AS pulls
      FROM properties p CROSS JOIN LATERAL (${edges}) e
      WHERE ${shift(sel, values.length)}`,
    values: [...values, ...sel.values],
  };
}

/** One row of the edges' statement: counts of one property to add to its hourly figures. */
interface EdgeRow {
  id: number;
  g: keyof ExceptionGroupCounts | null;
  day: string | null;
  n: number;
  rn: number;
  pulls: number;
}

type GroupColumns = Record<`${'month' | 'recent'}_${keyof ExceptionGroupCounts}`, number>;

export interface FiguresRow extends GroupColumns {
  id: number;
  name: string;
  region_name: string;
  canceled: boolean;
  payment_delinquent: boolean;
  temporary_access_date: Date | null;
  customer_unit_entry: boolean;
  keys_out: number;
  keys_out_long: number;
  badges_unused: number;
  datalogs: number;
  datalogs_silent: number;
  last_communication: Date | null;
  /** Key pulls by reader's day (only when asked with a time zone; null when there were none). */
  pulls: Record<string, number> | null;
  /** The property's effective exception settings the alert figures were counted at. */
  settings: ExceptionSettingsValues;
}

const groupCounts = (r: FiguresRow, prefix: 'month' | 'recent'): ExceptionGroupCounts => ({
  error: r[`${prefix}_error`],
  warning: r[`${prefix}_warning`],
  info: r[`${prefix}_info`],
  special: r[`${prefix}_special`],
});

export const toFigures = (r: FiguresRow): OverviewFigures => ({
  keysOut: r.keys_out,
  keysOutLong: r.keys_out_long,
  recentExceptions: groupCounts(r, 'recent'),
  monthExceptions: groupCounts(r, 'month'),
  badgesUnused: r.badges_unused,
  datalogs: r.datalogs,
  datalogsSilent: r.datalogs_silent,
  lastCommunication: r.last_communication?.toISOString() ?? null,
});

export const toHtInfo = (r: FiguresRow): HtInfo => ({
  canceled: r.canceled,
  paymentDelinquent: r.payment_delinquent,
  temporaryAccessDate: r.temporary_access_date?.toISOString() ?? null,
  customerUnitEntry: r.customer_unit_entry,
});

/**
 * Runs statements in one read-only transaction on one connection, the first ones planned at each run with their
 * parameters (`plan_cache_mode = force_custom_plan`) and the ones after `genericPlans()` planned once per connection
 * and reused (`force_generic_plan`), decision 0075. Generic plans only for statements on tables that are not
 * partitioned: one over the month partitions locks every month at each run (30 times slower at 10M rows). Custom
 * plans stay custom even when PostgreSQL's plan cache would switch a named statement to a generic plan.
 */
export async function withPlanModes<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient, genericPlans: () => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_custom_plan');
    const out = await run(client, () => client.query('SET LOCAL plan_cache_mode = force_generic_plan'));
    await client.query('COMMIT');
    client.release();
    return out;
  } catch (err) {
    // A connection whose transaction may still be open is not handed out again.
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}

/**
 * The figures of each property of a selection (with pulls per day when given a time zone) and, with `also`, one more
 * statement on the partitioned history run beside them: the rows at the window's edges and `also` first, planned at
 * each run; then the selection's effective settings and the figures at them from the hourly counts, planned once per
 * connection. The edges' counts are added to the hours'.
 */
export async function runFiguresWith<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  timeZone: string | undefined,
  also: (pg.QueryConfig & { name: string }) | null,
): Promise<{ rows: FiguresRow[]; also: R[] | null }> {
  const parts = hourParts(window, timeZone);
  return withPlanModes(pool, async (client, genericPlans) => {
    const edges = await client.query<EdgeRow>(edgesStatement(sel, window, parts, timeZone));
    const extra = also ? (await client.query<R>(also)).rows : null;
    await genericPlans();
    const resolved = await resolveForSelection(client, sel.sql, sel.values, `overview-${sel.name}`);
    const settings = new Map([...resolved].map(([id, r]) => [id, r.values]));
    const hours = await client.query<Omit<FiguresRow, 'settings'>>(
      hoursStatement(sel, window, now, settings, parts, timeZone),
    );
    const rows = hours.rows.map((r) => ({ ...r, settings: settings.get(r.id)! }));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const e of edges.rows) {
      const row = byId.get(e.id);
      if (!row) continue;
      if (e.g) {
        row[`month_${e.g}`] += e.n;
        row[`recent_${e.g}`] += e.rn;
      }
      if (e.day && e.pulls > 0) row.pulls = { ...row.pulls, [e.day]: (row.pulls?.[e.day] ?? 0) + e.pulls };
    }
    return { rows, also: extra };
  });
}

/** The figures of each property of a selection (runFiguresWith without another statement). */
export async function runFigures(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  timeZone?: string,
): Promise<FiguresRow[]> {
  return (await runFiguresWith(pool, sel, window, now, timeZone, null)).rows;
}

/** Every day of the window, 0 when nothing was pulled. */
export const pullsByDay = (window: OverviewWindow, pulls: Record<string, number> | null): PullsPerDay =>
  window.days.map((day) => ({ day, pulls: pulls?.[day] ?? 0 }));
