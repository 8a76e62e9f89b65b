import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import { EXCEPTION_GROUP_SQL, type OverviewWindow } from '@kc/domain/overview';
import { zoneOffset } from '@kc/domain/time-zone';
import { EXCEPTION_ROW_SQL } from '../reports/sql.ts';

/**
 * The overview's exceptions per group (month and recent) and key pulls per reader's day, from the hourly counts
 * (datalog_transaction_hours, decision 0073) where an hour lies whole inside what is counted, and from the rows only
 * at the edges: the cost no longer grows with the rows of the 30 days.
 *
 * Two statements (decision 0075): the hours, which read no partitioned table, so PostgreSQL plans them once per
 * connection and reuses the plan; and the edges, the few raw rows, whose statement is small enough to plan each time
 * (its partitions are pruned at planning). The reader's day of each whole hour is worked out here, not in SQL.
 */

/**
 * A key pull: a row that moves a key and leaves it out (devices.ts, the rule key_states is kept by). The hourly
 * counts' triggers (migration 20261127082000_overview_hourly_counts) evaluate the same rule written out in SQL;
 * packages/services/test/overview-hours.test.ts fails if the two differ.
 */
export const PULL_SQL = `${KEY_EFFECT_SQL.moves} AND ${KEY_EFFECT_SQL.isOut}`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
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
 * The instants in [from, to) at which the zone's offset changes, each the first instant of the new offset. The offset
 * is read once a day and at `to`; between two readings that differ, the change is found by halving to the second.
 * (No zone changes its offset twice within a day.)
 */
export function offsetChanges(from: number, to: number, tz: string): { at: number; offset: number }[] {
  const changes: { at: number; offset: number }[] = [];
  let prev = from;
  let prevOffset = zoneOffset(from, tz);
  for (let t = Math.min(from + DAY_MS, to); t > prev; t = Math.min(t + DAY_MS, to)) {
    const offset = zoneOffset(t, tz);
    if (offset !== prevOffset) {
      let lo = prev; // at prevOffset
      let hi = t; // at offset
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (zoneOffset(mid, tz) === prevOffset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, offset: zoneOffset(hi, tz) });
    }
    prev = t;
    prevOffset = offset;
  }
  return changes;
}

const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** hourDays' answer: frozen, since one answer serves every overview of the same hour and zone. */
export interface HourDays {
  readonly starts: readonly Date[];
  readonly days: readonly string[];
  readonly cut: readonly Date[];
}

/**
 * hourDays' answers by zone and whole hours. Every overview asked within the same hour in the same zone has the same
 * whole hours, so one answer serves them all; working it out reads the zone's offset 30 to 50 times through Intl
 * (about 0.7 ms, a tenth of a property overview's time; decision 0088). A few zones are asked at once; the map stays
 * small.
 */
const hourDaysByHours = new Map<string, HourDays>();

/**
 * The reader's day of each whole hour of [from, to): `starts` and `days` list the runs of hours that lie whole inside
 * one reader's day (a run starts at starts[i] and belongs to days[i]); `cut` lists the hours that a change of day
 * cuts (zones with half-hour offsets have one a day), whose pulls are counted from the rows. The day of an instant is
 * its date on the zone's wall clock, as `(time AT TIME ZONE tz)::date` gives it. Worked out once per zone and hours.
 */
export function hourDays(from: Date, to: Date, tz: string): HourDays {
  const key = `${tz} ${from.getTime()} ${to.getTime()}`;
  let answer = hourDaysByHours.get(key);
  if (!answer) {
    answer = workOutHourDays(from.getTime(), to.getTime(), tz);
    if (hourDaysByHours.size >= 256) hourDaysByHours.clear();
    hourDaysByHours.set(key, answer);
  }
  return answer;
}

function workOutHourDays(f: number, t: number, tz: string): HourDays {
  const changes = offsetChanges(f, t, tz);
  const dayAt = (instant: number, offset: number) => Math.floor((instant + offset) / DAY_MS);
  let offset = zoneOffset(f, tz);
  let next = 0;
  const starts: Date[] = [];
  const days: string[] = [];
  const cut: Date[] = [];
  let runDay: number | null = null;
  for (let h = f; h < t; h += HOUR_MS) {
    while (next < changes.length && changes[next]!.at <= h) offset = changes[next++]!.offset;
    const last = h + HOUR_MS - 1;
    const day = dayAt(h, offset);
    // Between offset changes the wall clock only moves forward: the hour is one day when every stretch of it at one
    // offset starts and ends on that day.
    let whole = true;
    let o = offset;
    for (let k = next; k < changes.length && changes[k]!.at <= last; k++) {
      if (dayAt(changes[k]!.at - 1, o) !== day) whole = false;
      o = changes[k]!.offset;
      if (dayAt(changes[k]!.at, o) !== day) whole = false;
    }
    if (!whole || dayAt(last, o) !== day) {
      cut.push(new Date(h));
      runDay = null;
    } else if (day !== runDay) {
      starts.push(new Date(h));
      days.push(isoDay(day));
      runDay = day;
    }
  }
  return Object.freeze({ starts: Object.freeze(starts), days: Object.freeze(days), cut: Object.freeze(cut) });
}

/**
 * The hours' part: per property of `properties` (an int[] expression) and exception group `g` or reader's day `day`,
 * the month (`n`) and recent (`rn`) exception counts and the pulls. `$` names the parameters: the properties,
 * recentFrom, the whole hours [from, to) and, with pulls, hourDays' starts, days and cut.
 */
export function hoursSql($: {
  properties: string;
  recentFrom: string;
  from: string;
  to: string;
  pulls?: { starts: string; days: string; cut: string };
}) {
  const inHours = `c.property_id = ANY(${$.properties}) AND c.hour >= ${$.from} AND c.hour < ${$.to}`;
  const exceptions = `SELECT c.property_id, ${EXCEPTION_GROUP_SQL} AS g, NULL::date AS day, c.total AS n,
        CASE WHEN c.hour >= ${$.recentFrom} THEN c.total ELSE 0 END AS rn, 0 AS pulls
      FROM datalog_transaction_hours c WHERE ${inHours} AND c.exception_code <> ''`;
  const pulls = $.pulls
    ? ` UNION ALL SELECT c.property_id, NULL,
        (${$.pulls.days}::date[])[width_bucket(c.hour, ${$.pulls.starts}::timestamptz[])], 0, 0, c.pulls
      FROM datalog_transaction_hours c
      WHERE ${inHours} AND c.exception_code = '' AND c.pulls > 0 AND c.hour <> ALL(${$.pulls.cut}::timestamptz[])`
    : '';
  return `SELECT property_id, g, day, sum(n) AS n, sum(rn) AS rn, sum(pulls) AS pulls
    FROM (${exceptions}${pulls}) x GROUP BY property_id, g, day`;
}

/**
 * The edges' part: the same columns counted from the rows outside the whole hours, a subquery correlated with
 * `properties p`. Parameters: monthFrom, monthTo, recentFrom, from, to, recentLo, recentHi and, with pulls, the
 * reader's time zone and hourDays' cut hours.
 *
 * Raw rows are read by ranges, each its own index range scan: kind 1 (the window's edges before and after the whole
 * hours) counts everything, kind 2 (the cut hour's recent part) only recent exceptions, kind 3 (a cut hour) only pulls.
 */
export function edgesSql($: {
  monthFrom: string;
  monthTo: string;
  recentFrom: string;
  from: string;
  to: string;
  recentLo: string;
  recentHi: string;
  pulls?: { timeZone: string; cut: string };
}) {
  const tz = $.pulls?.timeZone;
  const cutHours = $.pulls
    ? ` UNION ALL SELECT h, h + interval '1 hour', 3 FROM unnest(${$.pulls.cut}::timestamptz[]) h`
    : '';
  const ranges = `SELECT * FROM (VALUES (${$.monthFrom}::timestamptz, ${$.from}::timestamptz, 1),
      (${$.to}::timestamptz, 'infinity'::timestamptz, 1), (${$.recentLo}::timestamptz, ${$.recentHi}::timestamptz, 2))
      v(lo, hi, kind)${cutHours}`;
  const isException = `(${EXCEPTION_ROW_SQL} AND rng.kind < 3)`;
  const isPull = tz ? `(rng.kind <> 2 AND ${PULL_SQL})` : 'false';
  // OFFSET 0 keeps each range its own index range scan (pulled up, the ranges became a filter over all the rows).
  const raw = `SELECT CASE WHEN ${isException} THEN ${EXCEPTION_GROUP_SQL} END AS g,
        ${tz ? `CASE WHEN ${isPull} THEN (t.time AT TIME ZONE ${tz})::date END` : 'NULL::date'} AS day,
        (${EXCEPTION_ROW_SQL} AND rng.kind = 1)::int AS n, (${isException} AND t.time >= ${$.recentFrom})::int AS rn,
        (${isPull})::int AS pulls
      FROM (${ranges}) rng CROSS JOIN LATERAL (
        SELECT t.time, t.exception_code, t.key_tag_number, t.activity_code FROM datalog_transactions t
        WHERE t.property_id = p.id AND t.time >= rng.lo AND t.time < rng.hi AND t.time >= ${$.monthFrom}
          AND t.time <= ${$.monthTo} OFFSET 0
      ) t
      WHERE ${isException} OR ${isPull}`;
  return `SELECT g, day, sum(n) AS n, sum(rn) AS rn, sum(pulls) AS pulls FROM (${raw}) x GROUP BY g, day`;
}
