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
import { hourlyFiguresSql, hourSpans } from './hourly-figures-sql.ts';

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
 * and the rows at the window's edges (hourly-figures-sql.ts, decision 0073).
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
  const values: unknown[] = [
    ids,
    cuts.map((c) => c.keyOut),
    cuts.map((c) => c.badge),
    cuts.map((c) => c.lastComm),
    window.monthFrom,
    window.monthTo,
    window.recentFrom,
    spans.from,
    spans.to,
    spans.recentLo,
    spans.recentHi,
  ];
  if (timeZone) values.push(timeZone);
  const hourly = hourlyFiguresSql({
    monthFrom: '$5',
    monthTo: '$6',
    recentFrom: '$7',
    from: '$8',
    to: '$9',
    recentLo: '$10',
    recentHi: '$11',
    ...(timeZone ? { timeZone: '$12' } : {}),
  });
  return {
    name: `overview-figures-${sel.name}${timeZone ? '-pulls' : ''}`,
    text: `
      WITH ${hourly.ctes}
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
        FROM (${hourly.lateral}) y
      ) ex
      WHERE ${shift(sel, values.length)}
      ORDER BY p.name, p.id`,
    values: [...values, ...sel.values],
  };
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
 * The figures of each property of a selection (with pulls per day when given a time zone): the selection's effective
 * settings first (one statement), then the figures at them.
 */
export async function runFigures(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
  timeZone?: string,
): Promise<FiguresRow[]> {
  const resolved = await resolveForSelection(pool, sel.sql, sel.values);
  const settings = new Map([...resolved].map(([id, r]) => [id, r.values]));
  const { rows } = await pool.query<Omit<FiguresRow, 'settings'>>(figuresSql(sel, window, now, settings, timeZone));
  return rows.map((r) => ({ ...r, settings: settings.get(r.id)! }));
}

/** Every day of the window, 0 when nothing was pulled. */
export const pullsByDay = (window: OverviewWindow, pulls: Record<string, number> | null): PullsPerDay =>
  window.days.map((day) => ({ day, pulls: pulls?.[day] ?? 0 }));
