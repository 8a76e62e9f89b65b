import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import { EXCEPTION_GROUP_SQL, type OverviewWindow } from '@kc/domain/overview';
import { EXCEPTION_ROW_SQL } from '../reports/sql.ts';

/**
 * The overview's exceptions per group (month and recent) and key pulls per reader's day, from the hourly counts
 * (datalog_transaction_hours, decision 0073) where an hour lies whole inside what is counted, and from the rows only
 * at the edges: the cost no longer grows with the rows of the 30 days.
 */

/**
 * A key pull: a row that moves a key and leaves it out (devices.ts, the rule key_states is kept by). The hourly
 * counts' triggers (migration 20261127082000_overview_hourly_counts) evaluate the same rule written out in SQL;
 * packages/services/test/overview-hours.test.ts fails if the two differ.
 */
export const PULL_SQL = `${KEY_EFFECT_SQL.moves} AND ${KEY_EFFECT_SQL.isOut}`;

const HOUR_MS = 3_600_000;
const floorHour = (t: number) => Math.floor(t / HOUR_MS) * HOUR_MS;
const ceilHour = (t: number) => Math.ceil(t / HOUR_MS) * HOUR_MS;

/**
 * The whole UTC hours [from, to) of the window (each hour's rows all lie between monthFrom and monthTo), and the part
 * [recentFrom, its next hour) of the hour that recentFrom cuts inside them (empty when it cuts none). Whatever lies
 * outside the whole hours is counted from the rows.
 */
export function hourSpans(window: OverviewWindow) {
  const from = ceilHour(window.monthFrom.getTime());
  const to = Math.max(from, floorHour(window.monthTo.getTime()));
  const r = window.recentFrom.getTime();
  return {
    from: new Date(from),
    to: new Date(to),
    recentLo: new Date(Math.max(r, from)),
    recentHi: new Date(Math.min(ceilHour(r), to)),
  };
}

/**
 * The SQL of the hourly figures. `$` numbers the parameters: monthFrom, monthTo, recentFrom, the spans of hourSpans
 * (from, to, recentLo, recentHi) and, with pulls, the reader's time zone. `ctes` goes at the top of the statement
 * (computed once for every property); `lateral` is a subquery correlated with `properties p` returning one row of
 * `g` (the exception group), `n` (month), `rn` (recent) and `pulls` per group and reader's day (`day`).
 *
 * Raw rows are read by ranges, each its own index range scan: kind 1 (the window's edges before and after the whole
 * hours) counts everything, kind 2 (the cut hour's recent part) only recent exceptions, kind 3 (an hour that a change
 * of the reader's day or offset cuts: zones with half-hour offsets have one a day) only pulls.
 */
export function hourlyFiguresSql($: {
  monthFrom: string;
  monthTo: string;
  recentFrom: string;
  from: string;
  to: string;
  recentLo: string;
  recentHi: string;
  timeZone?: string;
}) {
  const tz = $.timeZone;
  const ranges = `SELECT * FROM (VALUES (${$.monthFrom}::timestamptz, ${$.from}::timestamptz, 1),
      (${$.to}::timestamptz, 'infinity'::timestamptz, 1), (${$.recentLo}::timestamptz, ${$.recentHi}::timestamptz, 2)) v(lo, hi, kind)`;
  // An hour adds to the reader's day of its first instant when its last instant is on that day at the same offset.
  const ctes = tz
    ? `hrs AS MATERIALIZED (
        SELECT h, l.lo::date AS day, l.lo::date = l.hi::date AND l.hi - l.lo = interval '1 hour' - interval '1 microsecond' AS clean
          FROM generate_series(${$.from}::timestamptz, ${$.to}::timestamptz - interval '1 hour', interval '1 hour') h
          CROSS JOIN LATERAL (SELECT h AT TIME ZONE ${tz} AS lo,
            (h + interval '1 hour' - interval '1 microsecond') AT TIME ZONE ${tz} AS hi) l
      ), rng AS MATERIALIZED (
        ${ranges} UNION ALL SELECT h, h + interval '1 hour', 3 FROM hrs WHERE NOT clean
      )`
    : `rng AS MATERIALIZED (${ranges})`;
  const inHours = `c.property_id = p.id AND c.hour >= ${$.from} AND c.hour < ${$.to}`;
  // Exceptions need no day, pulls no group: the two read the hours apart, and only the pulls look up their day.
  const hourlyExceptions = `SELECT ${EXCEPTION_GROUP_SQL} AS g, NULL::date AS day, c.total AS n,
        CASE WHEN c.hour >= ${$.recentFrom} THEN c.total ELSE 0 END AS rn, 0 AS pulls
      FROM datalog_transaction_hours c WHERE ${inHours} AND c.exception_code <> ''`;
  const hourlyPulls = `SELECT NULL, w.day, 0, 0, c.pulls
      FROM datalog_transaction_hours c JOIN hrs w ON w.h = c.hour AND w.clean
      WHERE ${inHours} AND c.exception_code = '' AND c.pulls > 0`;
  const hourly = tz ? `${hourlyExceptions} UNION ALL ${hourlyPulls}` : hourlyExceptions;
  const isException = `(${EXCEPTION_ROW_SQL} AND rng.kind < 3)`;
  const isPull = tz ? `(rng.kind <> 2 AND ${PULL_SQL})` : 'false';
  // OFFSET 0 keeps each range its own index range scan (pulled up, the ranges became a filter over all the rows).
  const raw = `SELECT CASE WHEN ${isException} THEN ${EXCEPTION_GROUP_SQL} END AS g,
        ${tz ? `CASE WHEN ${isPull} THEN (t.time AT TIME ZONE ${tz})::date END` : 'NULL::date'} AS day,
        (${EXCEPTION_ROW_SQL} AND rng.kind = 1)::int AS n, (${isException} AND t.time >= ${$.recentFrom})::int AS rn,
        (${isPull})::int AS pulls
      FROM rng CROSS JOIN LATERAL (
        SELECT t.time, t.exception_code, t.key_tag_number, t.activity_code FROM datalog_transactions t
        WHERE t.property_id = p.id AND t.time >= rng.lo AND t.time < rng.hi AND t.time >= ${$.monthFrom}
          AND t.time <= ${$.monthTo} OFFSET 0
      ) t
      WHERE ${isException} OR ${isPull}`;
  const lateral = `SELECT g, day, sum(n) AS n, sum(rn) AS rn, sum(pulls) AS pulls
      FROM (${hourly} UNION ALL ${raw}) x GROUP BY g, day`;
  return { ctes, lateral };
}
