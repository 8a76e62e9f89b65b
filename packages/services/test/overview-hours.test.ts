import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { DeviceTransaction } from '@kc/domain/devices';
import { EXCEPTION_GROUP_SQL, overviewWindow, type ExceptionGroupCounts } from '@kc/domain/overview';
import { createDatabase, type Database } from '@kc/services/db/client';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog, insertTransactions, type TransactionRow } from '@kc/services/fixtures/key-control';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import type { DeviceIdentity } from '@kc/services/devices/device-token';
import { ensureTransactionPartitions } from '@kc/services/devices/transaction-partitions';
import { PULL_SQL, hourSpans } from '@kc/services/overview/hourly-figures-sql';
import { runFigures, toFigures } from '@kc/services/overview/overview-sql';

// Decision 0073 against real PostgreSQL: the hourly counts stay equal to the rows under every writer, their pull rule
// is PULL_SQL's, and the overview's figures read from them equal the figures counted from the rows.
let db: Database;
const stamp = Date.now();
const HOUR = 3_600_000;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function newDevice(name: string): Promise<DeviceIdentity> {
  const { property } = await createCustomer(db.prisma, { name: `${name} ${stamp}` });
  const datalog = await createDatalog(db.prisma, { propertyId: property.id });
  return { credentialId: 0, datalogId: datalog.id, propertyId: property.id, datalogType: 'touch' };
}

// Every activity (ok, out, in, blank and a property's purpose code), exception (none and one of each group) and tag.
const ACTIVITIES = [1, 2, 3, 99, 7];
const EXCEPTIONS = [null, 'D', 'W', 'C', 'B'];
const TAGS = [null, '1001'];
const COMBINATIONS = ACTIVITIES.flatMap((activityCode) =>
  EXCEPTIONS.flatMap((exceptionCode) => TAGS.map((keyTagNumber) => ({ activityCode, exceptionCode, keyTagNumber }))),
);

/** `count` rows of every combination at random instants of [from, from + spanMs). */
function rowsOf(device: DeviceIdentity, next: () => number, from: number, spanMs: number, count: number, seq: number) {
  const rows: TransactionRow[] = [];
  for (let i = 0; i < count; i++)
    for (const c of COMBINATIONS)
      rows.push({
        propertyId: device.propertyId,
        datalogId: device.datalogId,
        sequence: seq + rows.length,
        ...c,
        time: new Date(from + Math.floor(next() * spanMs)).toISOString(),
      });
  return rows;
}

/** The hourly counts of a property next to the same counts taken from its rows with PULL_SQL (zero rows left out). */
async function hoursAndRows(propertyId: number) {
  const { rows: hours } = await db.pool.query<{ hour: Date; code: string; total: number; pulls: number }>(
    `SELECT hour, exception_code AS code, total, pulls FROM datalog_transaction_hours
      WHERE property_id = $1 AND (total <> 0 OR pulls <> 0) ORDER BY hour, code`,
    [propertyId],
  );
  const { rows: counted } = await db.pool.query<{ hour: Date; code: string; total: number; pulls: number }>(
    `SELECT date_trunc('hour', time, 'UTC') AS hour, coalesce(exception_code, '') AS code, count(*)::int AS total,
            count(*) FILTER (WHERE ${PULL_SQL})::int AS pulls
       FROM datalog_transactions WHERE property_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [propertyId],
  );
  return { hours, counted };
}

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 6);
});
afterAll(async () => {
  await db.close();
});

describe('the hourly counts', () => {
  it('count the pulls by PULL_SQL and stay equal to the rows under insert, ingestion, update and delete', async () => {
    const device = await newDevice('Hourly Counts Court');
    const next = random(73);
    const start = Date.UTC(2037, 4, 1);
    // A writer whose session is in a half-hour zone still cuts UTC hours.
    await ensureTransactionPartitions(db.pool, new Date(start), new Date(start + 2 * 24 * HOUR));
    const client = await db.pool.connect();
    try {
      await client.query("SET TIME ZONE 'Asia/Kolkata'");
      const rows = rowsOf(device, next, start, 30 * HOUR, 4, 1);
      await client.query(
        `INSERT INTO datalog_transactions (property_id, datalog_id, sequence, key_tag_number, activity_code,
           exception_code, time)
         SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::text[], $5::int[], $6::text[], $7::timestamptz[])`,
        [
          rows.map((r) => r.propertyId),
          rows.map((r) => r.datalogId),
          rows.map((r) => r.sequence),
          rows.map((r) => r.keyTagNumber),
          rows.map((r) => r.activityCode),
          rows.map((r) => r.exceptionCode),
          rows.map((r) => r.time),
        ],
      );
    } finally {
      await client.query('RESET TIME ZONE');
      client.release();
    }
    await insertTransactions(db.pool, rowsOf(device, next, start, 30 * HOUR, 3, 10_000));
    let state = await hoursAndRows(device.propertyId);
    expect(state.counted.length).toBeGreaterThan(20);
    expect(state.counted.reduce((n, r) => n + r.pulls, 0)).toBeGreaterThan(0);
    expect(state.hours).toEqual(state.counted);

    // Ingestion's own statement (it claims the keys itself), on hours that already have counts.
    const ingested: DeviceTransaction[] = rowsOf(device, next, start, 30 * HOUR, 2, 20_000).map((r) => ({
      sequence: r.sequence,
      time: r.time as string,
      employeeName: null,
      badgeNumber: null,
      unitName: null,
      keyTagNumber: r.keyTagNumber ?? null,
      encodedHookNumber: null,
      activityCode: r.activityCode,
      exceptionCode: r.exceptionCode ?? null,
      workOrderNumber: null,
    }));
    const { result } = await ingestTransactions(db, device, ingested);
    expect(result.stored).toBe(ingested.length);
    state = await hoursAndRows(device.propertyId);
    expect(state.hours).toEqual(state.counted);

    // Corrections that move rows across hours, change what they are, and a cleanup.
    await db.pool.query(
      `UPDATE datalog_transactions SET time = time + interval '97 minutes' WHERE property_id = $1 AND sequence % 5 = 0`,
      [device.propertyId],
    );
    await db.pool.query(
      `UPDATE datalog_transactions SET activity_code = CASE activity_code WHEN 3 THEN 2 WHEN 2 THEN 1 ELSE 3 END,
         exception_code = CASE WHEN sequence % 3 = 0 THEN NULL ELSE exception_code END
       WHERE property_id = $1 AND sequence % 4 = 1`,
      [device.propertyId],
    );
    await db.pool.query(
      `UPDATE datalog_transactions SET key_tag_number = CASE WHEN key_tag_number IS NULL THEN '2002' END
       WHERE property_id = $1 AND sequence % 7 = 2`,
      [device.propertyId],
    );
    await db.pool.query('DELETE FROM datalog_transactions WHERE property_id = $1 AND sequence % 11 = 3', [
      device.propertyId,
    ]);
    state = await hoursAndRows(device.propertyId);
    expect(state.hours).toEqual(state.counted);
  });
});

describe('hourSpans', () => {
  it('keeps only whole hours inside the window and the cut part of the recent hour', () => {
    const s = hourSpans({
      days: [],
      monthFrom: new Date('2036-02-08T18:30:00.000Z'),
      monthTo: new Date('2036-03-09T18:29:59.999Z'),
      recentFrom: new Date('2036-03-08T14:37:12.345Z'),
    });
    expect(s).toEqual({
      from: new Date('2036-02-08T19:00:00.000Z'),
      to: new Date('2036-03-09T18:00:00.000Z'),
      recentLo: new Date('2036-03-08T14:37:12.345Z'),
      recentHi: new Date('2036-03-08T15:00:00.000Z'),
    });
    // A window shorter than an hour has no whole hour (and so no cut one).
    const none = hourSpans({
      days: [],
      monthFrom: new Date('2036-03-01T10:10:00.000Z'),
      monthTo: new Date('2036-03-01T10:50:00.000Z'),
      recentFrom: new Date('2036-03-01T10:20:00.000Z'),
    });
    expect(none.to).toEqual(none.from);
    expect(none.recentLo.getTime()).toBeGreaterThanOrEqual(none.recentHi.getTime());
  });
});

describe('the overview figures', () => {
  // 10 Mar 2036: New York changed to daylight time on the 9th, inside the 30 days.
  const now = new Date('2036-03-10T14:37:12.345Z');
  const zones = ['America/New_York', 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu'];
  let a: DeviceIdentity;
  let b: DeviceIdentity;

  /** Each figure counted from the rows alone, the oracle. */
  async function fromRows(propertyId: number, tz: string) {
    const w = overviewWindow(now, tz);
    const groups = async (from: Date) => {
      const { rows } = await db.pool.query<{ g: keyof ExceptionGroupCounts; n: number }>(
        `SELECT ${EXCEPTION_GROUP_SQL} AS g, count(*)::int AS n FROM datalog_transactions
          WHERE property_id = $1 AND time >= $2 AND time <= $3 AND exception_code IS NOT NULL GROUP BY 1`,
        [propertyId, from, w.monthTo],
      );
      const counts: ExceptionGroupCounts = { error: 0, warning: 0, info: 0, special: 0 };
      for (const r of rows) counts[r.g] = r.n;
      return counts;
    };
    const { rows: pulls } = await db.pool.query<{ day: string; n: number }>(
      `SELECT to_char((time AT TIME ZONE $4)::date, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM datalog_transactions
        WHERE property_id = $1 AND time >= $2 AND time <= $3 AND ${PULL_SQL} GROUP BY 1 ORDER BY 1`,
      [propertyId, w.monthFrom, w.monthTo, tz],
    );
    return {
      monthExceptions: await groups(w.monthFrom),
      recentExceptions: await groups(w.recentFrom),
      pulls: pulls.length ? Object.fromEntries(pulls.map((p) => [p.day, p.n])) : null,
    };
  }

  async function figures(tz: string) {
    const rows = await runFigures(
      db.pool,
      { name: 'overview-hours-test', sql: 'p.id = ANY($1::int[])', values: [[a.propertyId, b.propertyId]] },
      overviewWindow(now, tz),
      now,
      tz,
    );
    return Object.fromEntries(
      rows.map((r) => {
        const f = toFigures(r);
        return [r.id, { monthExceptions: f.monthExceptions, recentExceptions: f.recentExceptions, pulls: r.pulls }];
      }),
    );
  }

  async function expectEqualToRows() {
    for (const tz of zones) {
      const got = await figures(tz);
      for (const d of [a, b])
        expect({ tz, ...got[d.propertyId] }).toEqual({ tz, ...(await fromRows(d.propertyId, tz)) });
    }
  }

  beforeAll(async () => {
    a = await newDevice('Window Edges Court');
    b = await newDevice('Window Edges Annex');
    const next = random(2036);
    // Rows at and one millisecond around every edge of every zone's windows: the first and last instants, the
    // recent cut, its hour, and the zones' midnights (New York's and Kolkata's are not UTC's).
    const edges: number[] = [];
    for (const tz of zones) {
      const w = overviewWindow(now, tz);
      const s = hourSpans(w);
      for (const t of [w.monthFrom, w.monthTo, w.recentFrom, s.from, s.to, s.recentHi].map((d) => d.getTime()))
        edges.push(t - 1, t, t + 1, t - HOUR / 2);
      for (let day = w.monthFrom.getTime(); day < w.monthTo.getTime(); day += 24 * HOUR) edges.push(day - 1, day);
    }
    const from = now.getTime() - 32 * 24 * HOUR;
    for (const d of [a, b]) {
      const rows = [...rowsOf(d, next, from, 34 * 24 * HOUR, 25, 1)];
      edges.forEach((t, i) =>
        rows.push({ ...rows[i % rows.length]!, sequence: 100_000 + i, time: new Date(t).toISOString() }),
      );
      await insertTransactions(db.pool, rows);
    }
  });

  it('equal the figures counted from the rows in New York, UTC, Kolkata and Kathmandu, for several properties at once', async () => {
    const got = await figures('America/New_York');
    expect(Object.keys(got)).toHaveLength(2);
    expect(got[a.propertyId]!.pulls).not.toBeNull();
    expect(Object.values(got[a.propertyId]!.recentExceptions).some((n) => n > 0)).toBe(true);
    await expectEqualToRows();
  });

  it('plan the settings and the hours once per connection, the edges at each run (decision 0075)', async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const sel = { name: 'overview-plan-test', sql: 'p.id = ANY($1::int[])', values: [[a.propertyId, b.propertyId]] };
      const first = await runFigures(pool, sel, overviewWindow(now, 'Asia/Kolkata'), now, 'Asia/Kolkata');
      for (let i = 0; i < 8; i++)
        expect(await runFigures(pool, sel, overviewWindow(now, 'Asia/Kolkata'), now, 'Asia/Kolkata')).toEqual(first);
      const { rows } = await pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `SELECT name, generic_plans, custom_plans FROM pg_prepared_statements WHERE name LIKE '%overview-plan-test%'`,
      );
      const plans = Object.fromEntries(rows.map((r) => [r.name, Number(r.generic_plans) > 0 ? 'reused' : 'each run']));
      expect(plans).toEqual({
        'chain-overview-overview-plan-test': 'reused',
        'overview-figures-overview-plan-test-pulls': 'reused',
        'overview-edges-overview-plan-test-pulls': 'each run',
      });
    } finally {
      await pool.end();
    }
  });

  it('stay equal after rows are moved, corrected and deleted', async () => {
    await db.pool.query(
      `UPDATE datalog_transactions SET time = time + interval '31 minutes' WHERE property_id = $1 AND sequence % 3 = 0`,
      [a.propertyId],
    );
    await db.pool.query(
      `UPDATE datalog_transactions SET exception_code = NULL WHERE property_id = $1 AND sequence % 5 = 0`,
      [b.propertyId],
    );
    await db.pool.query('DELETE FROM datalog_transactions WHERE property_id = ANY($1) AND sequence % 7 = 0', [
      [a.propertyId, b.propertyId],
    ]);
    await expectEqualToRows();
  });
});
