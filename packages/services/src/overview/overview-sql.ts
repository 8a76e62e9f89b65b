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
const sums = (prefix: string, column: string) =>
  GROUPS.map((g) => `coalesce(sum(${column}) FILTER (WHERE g = '${g}'), 0)::int AS ${prefix}_${g}`).join(', ');

/** Renumbers `$1…` of a selection to follow `taken` parameters. */
const shift = (sel: PropertySelection, taken: number) =>
  sel.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + taken}`);

/**
 * The figures of each property of a selection, one row each, each property's alerts counted at its own effective
 * settings (`settings`, decision 0036: the cut-offs travel as arrays joined per property). With a time zone, also the
 * key pulls per reader's day (`pulls`, a JSON object day → count). Exceptions and pulls come from the hourly counts
 * (`hours`) and the rows at the window's edges (`edges`), two statements whose counts add up (hourly-figures-sql.ts,
 * decisions 0073 and 0075).
 */
export function figuresSql(
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  settings: Map<number, ExceptionSettingsValues>,
  timeZone?: string,
) {
  const ids = [...settings.keys()];
  const cuts = ids.map((id) => alertCutoffs(now, settings.get(id)!));
  const spans = hourSpans(window);
  const days = timeZone ? hourDays(spans.from, spans.to, timeZone) : null;
  const hourValues: unknown[] = [
    ids,
    cuts.map((c) => c.keyOut),
    cuts.map((c) => c.badge),
    cuts.map((c) => c.lastComm),
    window.recentFrom,
    spans.from,
    spans.to,
  ];
  if (days) hourValues.push(days.starts, days.days, days.cut);
  const hours = hoursSql({
    recentFrom: '$5',
    from: '$6',
    to: '$7',
    ...(days ? { pulls: { starts: '$8', days: '$9', cut: '$10' } } : {}),
  });
  const edgeValues: unknown[] = [
    window.monthFrom,
    window.monthTo,
    window.recentFrom,
    spans.from,
    spans.to,
    spans.recentLo,
    spans.recentHi,
  ];
  if (days) edgeValues.push(timeZone, days.cut);
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
  const suffix = `${sel.name}${timeZone ? '-pulls' : ''}`;
  return {
    hours: {
      name: `overview-figures-${suffix}`,
      text: `
      SELECT p.id, p.name, r.name AS region_name, p.canceled, p.payment_delinquent, p.temporary_access_date,
        p.customer_unit_entry,
        (SELECT count(*) FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id
          WHERE ks.property_id = p.id AND ${KEYS_OUT_SQL})::int AS keys_out,
        (SELECT count(*) FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id
          WHERE ks.property_id = p.id AND ${ALERT_SQL.keyOutLong('cut.key_out')})::int AS keys_out_long,
        (SELECT count(*) FROM badges WHERE property_id = p.id AND ${ALERT_SQL.badgeUnused('cut.badge')})::int
          AS badges_unused,
        dl.datalogs, dl.datalogs_silent, dl.last_communication, ex.*
      FROM properties p
      JOIN regions r ON r.id = p.region_id
      LEFT JOIN unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[])
        AS cut(property_id, key_out, badge, last_comm) ON cut.property_id = p.id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS datalogs,
          count(*) FILTER (WHERE ${ALERT_SQL.datalogSilent('cut.last_comm')})::int AS datalogs_silent,
          max(last_communication) AS last_communication
        FROM datalogs WHERE property_id = p.id AND deleted_at IS NULL
      ) dl
      CROSS JOIN LATERAL (
        SELECT ${sums('month', 'n')}, ${sums('recent', 'rn')},
          ${timeZone ? `json_object_agg(to_char(day, 'YYYY-MM-DD'), pulls) FILTER (WHERE pulls > 0)` : 'NULL::json'} AS pulls
        FROM (${hours}) y
      ) ex
      WHERE ${shift(sel, hourValues.length)}
      ORDER BY p.name, p.id`,
      values: [...hourValues, ...sel.values],
    },
    edges: {
      name: `overview-edges-${suffix}`,
      text: `
      SELECT p.id, e.g, to_char(e.day, 'YYYY-MM-DD') AS day, e.n::int AS n, e.rn::int AS rn, e.pulls::int AS pulls
      FROM properties p CROSS JOIN LATERAL (${edges}) e
      WHERE ${shift(sel, edgeValues.length)}`,
      values: [...edgeValues, ...sel.values],
    },
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
 * Runs named statements in one read-only transaction whose statements PostgreSQL plans once per connection and reuses
 * (decision 0075): planning them cost more than running them. Their plans prune the month partitions when they run.
 */
export async function withGenericPlans<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL plan_cache_mode = force_generic_plan');
    const out = await run(client);
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
 * The figures of each property of a selection (with pulls per day when given a time zone): the selection's effective
 * settings first, then the figures at them (the hours, then the edges added to them), all planned once per connection.
 */
export function runFigures(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  timeZone?: string,
): Promise<FiguresRow[]> {
  return withGenericPlans(pool, (client) => figuresOn(client, sel, window, now, timeZone));
}

/** runFigures on a connection that withGenericPlans holds (beside other statements of the same answer). */
export async function figuresOn(
  client: pg.PoolClient,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  timeZone?: string,
): Promise<FiguresRow[]> {
  const resolved = await resolveForSelection(client, sel.sql, sel.values, `overview-${sel.name}`);
  const settings = new Map([...resolved].map(([id, r]) => [id, r.values]));
  const sql = figuresSql(sel, window, now, settings, timeZone);
  const { rows } = await client.query<Omit<FiguresRow, 'settings'>>(sql.hours);
  const edges = await client.query<EdgeRow>(sql.edges);
  const byId = new Map(rows.map((r) => [r.id, { ...r, settings: settings.get(r.id)! }]));
  for (const e of edges.rows) {
    const row = byId.get(e.id);
    if (!row) continue;
    if (e.g) {
      row[`month_${e.g}`] += e.n;
      row[`recent_${e.g}`] += e.rn;
    }
    if (e.day && e.pulls > 0) row.pulls = { ...row.pulls, [e.day]: (row.pulls?.[e.day] ?? 0) + e.pulls };
  }
  return [...byId.values()];
}

/** Every day of the window, 0 when nothing was pulled. */
export const pullsByDay = (window: OverviewWindow, pulls: Record<string, number> | null): PullsPerDay =>
  window.days.map((day) => ({ day, pulls: pulls?.[day] ?? 0 }));
