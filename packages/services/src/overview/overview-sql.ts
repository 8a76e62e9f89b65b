import type pg from 'pg';
import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import {
  EXCEPTION_GROUP_SQL,
  OVERVIEW_KEY_OUT_HOURS,
  type ExceptionGroupCounts,
  type OverviewFigures,
  type OverviewWindow,
  type PullsPerDay,
} from '@kc/domain/overview';
import type { HtInfo } from '@kc/domain/property-summary';
import { ALERT_SQL, alertCutoffs } from '../property-ops/alert-rules.ts';
import { EXCEPTION_ROW_SQL, KEYS_OUT_SQL } from '../reports/sql.ts';

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

/** A key pull: a row that moves a key and leaves it out (devices.ts, the rule key_states is kept by). */
const PULL_SQL = `${KEY_EFFECT_SQL.moves} AND ${KEY_EFFECT_SQL.isOut}`;

const groups = (prefix: string, window: string) =>
  ['error', 'warning', 'info', 'special']
    .map((g) => `count(*) FILTER (WHERE g = '${g}'${window})::int AS ${prefix}_${g}`)
    .join(', ');

/** Renumbers `$1…` of a selection to follow `taken` parameters. */
const shift = (sel: PropertySelection, taken: number) =>
  sel.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + taken}`);

export function figuresSql(sel: PropertySelection, window: OverviewWindow, now: Date) {
  const cut = alertCutoffs(now, OVERVIEW_KEY_OUT_HOURS);
  const values = [cut.keyOut, cut.badge, cut.lastComm, window.monthFrom, window.monthTo, window.recentFrom];
  return {
    name: `overview-figures-${sel.name}`,
    text: `
      SELECT p.id, p.name, r.name AS region_name, p.canceled, p.payment_delinquent, p.temporary_access_date,
        p.customer_unit_entry,
        (SELECT count(*) FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id
          WHERE ks.property_id = p.id AND ${KEYS_OUT_SQL})::int AS keys_out,
        (SELECT count(*) FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id
          WHERE ks.property_id = p.id AND ${ALERT_SQL.keyOutLong('$1')})::int AS keys_out_long,
        (SELECT count(*) FROM badges WHERE property_id = p.id AND ${ALERT_SQL.badgeUnused('$2')})::int AS badges_unused,
        dl.datalogs, dl.datalogs_silent, dl.last_communication, ex.*
      FROM properties p
      JOIN regions r ON r.id = p.region_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS datalogs,
          count(*) FILTER (WHERE ${ALERT_SQL.datalogSilent('$3')})::int AS datalogs_silent,
          max(last_communication) AS last_communication
        FROM datalogs WHERE property_id = p.id AND deleted_at IS NULL
      ) dl
      CROSS JOIN LATERAL (
        SELECT ${groups('month', '')}, ${groups('recent', ' AND time >= $6')}
        FROM (SELECT ${EXCEPTION_GROUP_SQL} AS g, t.time FROM datalog_transactions t
               WHERE t.property_id = p.id AND t.time >= $4 AND t.time <= $5 AND ${EXCEPTION_ROW_SQL}) x
      ) ex
      WHERE ${shift(sel, values.length)}
      ORDER BY p.name, p.id`,
    values: [...values, ...sel.values],
  };
}

/** Pulls per reader's day; per property through its (property_id, time) index, the days summed over the selection. */
export function pullsSql(sel: PropertySelection, window: OverviewWindow, timeZone: string) {
  const values = [window.monthFrom, window.monthTo, timeZone];
  return {
    name: `overview-pulls-${sel.name}`,
    text: `
      SELECT to_char(x.day, 'YYYY-MM-DD') AS day, sum(x.pulls)::int AS pulls
      FROM properties p
      CROSS JOIN LATERAL (
        SELECT (t.time AT TIME ZONE $3)::date AS day, count(*) AS pulls
        FROM datalog_transactions t
        WHERE t.property_id = p.id AND t.time >= $1 AND t.time <= $2 AND ${PULL_SQL}
        GROUP BY 1
      ) x
      WHERE ${shift(sel, values.length)}
      GROUP BY x.day`,
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

/** The figures of each property of a selection. */
export async function runFigures(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  now: Date,
): Promise<FiguresRow[]> {
  return (await pool.query<FiguresRow>(figuresSql(sel, window, now))).rows;
}

/** Pulls per day of a selection; every day of the window appears (0 when nothing was pulled). */
export async function runPulls(
  pool: pg.Pool,
  sel: PropertySelection,
  window: OverviewWindow,
  timeZone: string,
): Promise<PullsPerDay> {
  const pulls = await pool.query<{ day: string; pulls: number }>(pullsSql(sel, window, timeZone));
  const byDay = new Map(pulls.rows.map((r) => [r.day, r.pulls]));
  return window.days.map((day) => ({ day, pulls: byDay.get(day) ?? 0 }));
}
