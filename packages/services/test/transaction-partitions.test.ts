import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceTransaction } from '@kc/domain/devices';
import type { HistoryReportKind, ReportCriteria } from '@kc/domain/reports';
import { createDatabase, type Database } from '@kc/services/db/client';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog, insertTransactions } from '@kc/services/fixtures/key-control';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import type { DeviceIdentity } from '@kc/services/devices/device-token';
import {
  dropTransactionPartitionsBefore,
  ensureTransactionPartitions,
  listTransactionPartitions,
  maintainTransactionPartitions,
  monthStart,
} from '@kc/services/devices/transaction-partitions';
import { dayPageSql, historyPage, historyPageSql, historySql, wholeDays } from '@kc/services/reports/sql';
import { JOBS, SCHEDULES } from '@kc/services/jobs/all-jobs';
import type { JobContext } from '@kc/services/jobs/registry';
import { transactionPartitionsJob } from '@kc/services/devices/partition-jobs';

// Decision 0068 against real PostgreSQL: monthly partitions, exactly-once across them, per-day totals, pruning.
let db: Database;
const stamp = Date.now();

async function newDevice(name: string): Promise<DeviceIdentity> {
  const { property } = await createCustomer(db.prisma, { name: `${name} ${stamp}` });
  const datalog = await createDatalog(db.prisma, { propertyId: property.id });
  return { credentialId: 0, datalogId: datalog.id, propertyId: property.id, datalogType: 'touch' };
}

const row = (sequence: number, time: string, extra: Partial<DeviceTransaction> = {}): DeviceTransaction => ({
  sequence,
  time,
  employeeName: 'Pat Lee',
  badgeNumber: null,
  unitName: '101',
  keyTagNumber: '1234',
  encodedHookNumber: 1001,
  activityCode: 2,
  exceptionCode: null,
  workOrderNumber: null,
  ...extra,
});

const partitionNames = async () => (await listTransactionPartitions(db.pool)).map((p) => p.name);

/** Rows of a datalog as (sequence, time), and whether keys and day counts agree with them. */
async function stored(datalogId: number) {
  const { rows } = await db.pool.query<{ sequence: string; time: Date }>(
    'SELECT sequence, time FROM datalog_transactions WHERE datalog_id = $1 ORDER BY sequence',
    [datalogId],
  );
  const { rows: keys } = await db.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM datalog_transaction_keys WHERE datalog_id = $1',
    [datalogId],
  );
  return {
    sequences: rows.map((r) => Number(r.sequence)),
    times: rows.map((r) => r.time.toISOString()),
    keys: keys[0]!.n,
  };
}

beforeAll(async () => {
  db = createDatabase(process.env.DATABASE_URL!, 6);
});
afterAll(async () => {
  await db.close();
});

describe('the partition job', () => {
  it('makes this month and three ahead, and a second run (or a concurrent one) makes nothing again', async () => {
    const now = new Date('2031-06-15T12:00:00Z');
    const first = await maintainTransactionPartitions(db.pool, { now, retentionMonths: null });
    expect(first).toEqual({ created: 4, dropped: [] });
    const names = await partitionNames();
    for (const m of ['2031_06', '2031_07', '2031_08', '2031_09']) expect(names).toContain(`datalog_transactions_p${m}`);
    expect(names).not.toContain('datalog_transactions_p2031_10');
    expect(await maintainTransactionPartitions(db.pool, { now, retentionMonths: null })).toEqual({
      created: 0,
      dropped: [],
    });
    // Three workers at once over the same six months: each month is made once, nobody fails.
    const made = await Promise.all(
      [0, 1, 2].map(() =>
        ensureTransactionPartitions(db.pool, new Date('2032-01-20T00:00:00Z'), new Date('2032-06-01T00:00:00Z')),
      ),
    );
    expect(made.reduce((a, b) => a + b, 0)).toBe(6);
    expect((await partitionNames()).filter((n) => n.startsWith('datalog_transactions_p2032_'))).toHaveLength(6);
  });

  it('retention drops only the whole months before the kept ones, with their keys, day and hour counts', async () => {
    const device = await newDevice('Retention Court');
    const times = ['2001-01-31T23:59:59.999Z', '2001-02-14T08:00:00Z', '2001-03-01T00:00:00Z', '2001-04-30T10:00:00Z'];
    await insertTransactions(
      db.pool,
      times.map((time, i) => ({
        propertyId: device.propertyId,
        datalogId: device.datalogId,
        sequence: i + 1,
        activityCode: 2,
        time,
      })),
    );
    // May 2001 with two months kept: March and April stay, January and February go.
    const result = await maintainTransactionPartitions(db.pool, {
      now: new Date('2001-05-10T00:00:00Z'),
      retentionMonths: 2,
    });
    expect(result.dropped).toEqual(['datalog_transactions_p2001_01', 'datalog_transactions_p2001_02']);
    const names = await partitionNames();
    expect(names).toContain('datalog_transactions_p2001_03');
    expect(names).toContain('datalog_transactions_p2001_04');
    expect(names).not.toContain('datalog_transactions_p2001_02');
    expect(await stored(device.datalogId)).toEqual({
      sequences: [3, 4],
      times: ['2001-03-01T00:00:00.000Z', '2001-04-30T10:00:00.000Z'],
      keys: 2,
    });
    const { rows: days } = await db.pool.query<{ day: string; total: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, total FROM datalog_transaction_days WHERE property_id = $1 ORDER BY day`,
      [device.propertyId],
    );
    expect(days).toEqual([
      { day: '2001-03-01', total: 1 },
      { day: '2001-04-30', total: 1 },
    ]);
    const { rows: months } = await db.pool.query<{ month: string; total: number }>(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month, total FROM datalog_transaction_months WHERE property_id = $1 ORDER BY month`,
      [device.propertyId],
    );
    expect(months).toEqual([
      { month: '2001-03-01', total: 1 },
      { month: '2001-04-01', total: 1 },
    ]);
    const { rows: hours } = await db.pool.query<{ hour: Date; total: number }>(
      'SELECT hour, total FROM datalog_transaction_hours WHERE property_id = $1 ORDER BY hour',
      [device.propertyId],
    );
    expect(hours).toEqual([
      { hour: new Date('2001-03-01T00:00:00Z'), total: 1 },
      { hour: new Date('2001-04-30T10:00:00Z'), total: 1 },
    ]);
    // Nothing left to drop: a second run is a no-op.
    expect(await dropTransactionPartitionsBefore(db.pool, new Date('2001-03-01T00:00:00Z'))).toEqual([]);
  });
});

describe('the scheduled job', () => {
  it('is registered with a schedule and applies the retention it is given', async () => {
    expect(JOBS).toContain(transactionPartitionsJob);
    expect(SCHEDULES.map((s) => s.job.name)).toContain(transactionPartitionsJob.name);
    await ensureTransactionPartitions(db.pool, new Date('2002-01-01T00:00:00Z'), new Date('2002-02-01T00:00:00Z'));
    const ctx: JobContext = {
      db,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      mail: { transport: null, from: 'x@example.test' },
      publicUrl: 'http://portal.test',
      transactionRetentionMonths: 1,
      enqueue: () => Promise.resolve(),
    };
    const result = (await transactionPartitionsJob.run({ at: '2002-03-15T00:00:00.000Z' }, ctx)) as {
      dropped: string[];
    };
    // Everything before February 2002 (the 2001 months of the test above too), nothing after.
    expect(result.dropped).toContain('datalog_transactions_p2002_01');
    expect(result.dropped.every((name) => name < 'datalog_transactions_p2002_02')).toBe(true);
    const names = await partitionNames();
    expect(names).toContain('datalog_transactions_p2002_02');
    expect(names).toContain('datalog_transactions_p2002_06');
  });
});

describe('ingestion across partitions', () => {
  // Months past the job's three ahead that a device may still send (its clock up to a year ahead).
  const ahead = (months: number, ms = 0) => new Date(monthStart(new Date(), months).getTime() + ms).toISOString();
  const partitionOf = (iso: string) => `datalog_transactions_p${iso.slice(0, 4)}_${iso.slice(5, 7)}`;

  it('stores a row whose month has no partition yet, once', async () => {
    const device = await newDevice('Future Clock Court');
    const later = ahead(7, 9 * 86_400_000);
    expect(await partitionNames()).not.toContain(partitionOf(later));
    const batch = [row(1, new Date().toISOString()), row(2, later)];
    const first = await ingestTransactions(db, device, batch);
    expect(first.result).toMatchObject({ received: 2, stored: 2, duplicates: 0 });
    expect(await partitionNames()).toContain(partitionOf(later));
    const again = await ingestTransactions(db, device, batch);
    expect(again).toMatchObject({ replay: true, result: { stored: 2 } });
    expect((await stored(device.datalogId)).sequences).toEqual([1, 2]);
  });

  it("ingestion's mark spares only its own statement's keys: a later statement of the transaction registers its own", async () => {
    const device = await newDevice('Marked Statement Court');
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("SELECT set_config('kc.keys_claimed', statement_timestamp()::text, true)");
      await client.query(
        `INSERT INTO datalog_transactions (property_id, datalog_id, sequence, activity_code, time)
         VALUES ($1, $2, 1, 2, now())`,
        [device.propertyId, device.datalogId],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await stored(device.datalogId)).toMatchObject({ sequences: [1], keys: 1 });
  });

  it('replays and concurrent duplicates across a month boundary store nothing twice', async () => {
    const device = await newDevice('Month Boundary Court');
    const december = row(10, ahead(10, -1));
    const january = row(11, ahead(10));
    const batch = [december, january, row(12, ahead(10, 1))];
    // Neither month has a partition: both uploads make them on demand at the same moment.
    const [a, b] = await Promise.all([ingestTransactions(db, device, batch), ingestTransactions(db, device, batch)]);
    expect(a.result).toEqual(b.result);
    expect(a.result.stored).toBe(3);
    // Overlapping batches at once, and a replayed sequence carrying another month's time: only new sequences land.
    const results = await Promise.all([
      ingestTransactions(db, device, [january, row(13, ahead(10, 86_400_000))]),
      ingestTransactions(db, device, [row(10, ahead(10, 4 * 86_400_000)), row(13, ahead(10, 86_400_000))]),
      ingestTransactions(db, device, [december, row(14, ahead(9))]),
    ]);
    expect(results.reduce((n, r) => n + r.result.stored, 0)).toBe(2);
    const after = await stored(device.datalogId);
    expect(after.sequences).toEqual([10, 11, 12, 13, 14]);
    expect(after.times[0]).toBe(ahead(10, -1));
    expect(after.keys).toBe(5);
  });
});

describe('report totals', () => {
  let device: DeviceIdentity;
  const criteria = (from: string | null, to: string | null): ReportCriteria => ({
    from,
    to,
    units: [],
    employees: [],
    activities: [],
    exceptionCodes: [],
  });
  const total = async (kind: HistoryReportKind, c: ReportCriteria) => {
    const { count } = historySql(device.propertyId, kind, c);
    return (await db.pool.query<{ total: number }>(count.text, count.values)).rows[0]!.total;
  };
  const countStar = async (c: ReportCriteria, exceptions = false) => {
    const values: unknown[] = [device.propertyId];
    let sql = 'SELECT count(*)::int AS n FROM datalog_transactions WHERE property_id = $1';
    if (c.from) sql += ` AND time >= $${values.push(c.from)}`;
    if (c.to) sql += ` AND time <= $${values.push(c.to)}`;
    if (exceptions) sql += ' AND exception_code IS NOT NULL';
    return (await db.pool.query<{ n: number }>(sql, values)).rows[0]!.n;
  };

  beforeAll(async () => {
    device = await newDevice('Many Months Court');
    // Fourteen months, with rows on the very first and last millisecond of days, and some exceptions.
    const times: string[] = [];
    for (let m = 0; m < 14; m++) {
      const start = Date.UTC(2035, m, 1);
      times.push(new Date(start).toISOString(), new Date(start + 86_400_000 - 1).toISOString());
      for (let i = 0; i < 40; i++) times.push(new Date(start + i * 17 * 3_600_000 + i * 1_234).toISOString());
    }
    await insertTransactions(
      db.pool,
      times.map((time, i) => ({
        propertyId: device.propertyId,
        datalogId: device.datalogId,
        sequence: i + 1,
        activityCode: i % 7 === 0 ? 99 : 2,
        exceptionCode: i % 7 === 0 ? 'W' : null,
        time,
      })),
    );
    // Rows of a later ingestion add to the same days.
    await ingestTransactions(db, device, [
      row(100_000, '2035-03-01T00:00:00.000Z'),
      row(100_001, '2035-03-01T23:59:59.999Z', { exceptionCode: 'T', activityCode: 99 }),
    ]);
  });

  it('equal COUNT(*) for every range: all dates, edge days, one day, open ends, exceptions', async () => {
    const ranges: [string | null, string | null][] = [
      [null, null],
      ['2035-02-10T13:20:00.000Z', '2035-03-12T04:00:00.000Z'],
      ['2035-03-01T00:00:00.000Z', '2035-03-31T23:59:59.999Z'],
      ['2035-03-01T00:00:00.001Z', '2035-03-31T23:59:59.998Z'],
      ['2035-03-01T05:00:00.000Z', '2035-03-01T20:00:00.000Z'],
      ['2035-05-17T00:00:00.000Z', null],
      [null, '2035-07-04T16:45:00.000Z'],
      ['2035-01-01T00:00:00.000-05:00', '2036-01-31T23:59:59.999-05:00'],
    ];
    for (const [from, to] of ranges) {
      const c = criteria(from, to);
      expect({ from, to, total: await total('transaction', c) }).toEqual({ from, to, total: await countStar(c) });
      expect({ from, to, exceptions: await total('exception', c) }).toEqual({
        from,
        to,
        exceptions: await countStar(c, true),
      });
    }
    expect(await total('transaction', criteria(null, null))).toBe(14 * 42 + 2);
  });

  it('stay equal after rows are deleted or moved to another day', async () => {
    await db.pool.query(
      `UPDATE datalog_transactions SET time = time + interval '3 days' WHERE property_id = $1 AND sequence % 5 = 0`,
      [device.propertyId],
    );
    await db.pool.query('DELETE FROM datalog_transactions WHERE property_id = $1 AND sequence % 11 = 0', [
      device.propertyId,
    ]);
    for (const c of [criteria(null, null), criteria('2035-04-03T07:00:00.000Z', '2035-06-30T02:00:00.000Z')]) {
      expect(await total('transaction', c)).toBe(await countStar(c));
      expect(await total('exception', c)).toBe(await countStar(c, true));
    }
    const { rows } = await db.pool.query<{ keys: number; rows: number }>(
      `SELECT (SELECT count(*)::int FROM datalog_transaction_keys WHERE datalog_id = $1) AS keys,
              (SELECT count(*)::int FROM datalog_transactions WHERE datalog_id = $1) AS rows`,
      [device.datalogId],
    );
    expect(rows[0]!.keys).toBe(rows[0]!.rows);
  });

  it('pages bounded by the day counts hold exactly the rows of a plain OFFSET page, at every depth and edge', async () => {
    // The ground truth: every row of the range, newest first, paged by OFFSET.
    const plainPage = async (c: ReportCriteria, exceptions: boolean, limit: number, offset: number) => {
      const values: unknown[] = [device.propertyId];
      let sql = 'SELECT id::text AS id FROM datalog_transactions WHERE property_id = $1';
      if (c.from) sql += ` AND time >= $${values.push(c.from)}`;
      if (c.to) sql += ` AND time <= $${values.push(c.to)}`;
      if (exceptions) sql += ' AND exception_code IS NOT NULL';
      sql += ` ORDER BY time DESC, id DESC LIMIT ${limit} OFFSET ${offset}`;
      return (await db.pool.query<{ id: string }>(sql, values)).rows.map((r) => r.id);
    };
    const ranges: [string | null, string | null][] = [
      [null, null],
      ['2035-02-10T13:20:00.000Z', '2035-06-12T04:00:00.000Z'],
      ['2035-03-01T00:00:00.000Z', '2035-08-31T23:59:59.999Z'],
      [null, '2035-07-04T16:45:00.000Z'],
      ['2035-05-17T00:00:00.000Z', null],
    ];
    let compared = 0;
    for (const [from, to] of ranges) {
      for (const kind of ['transaction', 'exception'] as const) {
        const c = criteria(from, to);
        const all = (await plainPage(c, kind === 'exception', 100_000, 0)).length;
        for (const offset of [0, 1, 25, 41, 42, 43, 100, 333, all - 30, all - 1, all, all + 5]) {
          if (offset < 0) continue;
          const got = await historyPage(db.pool, device.propertyId, kind, c, 30, offset);
          expect({ from, to, kind, offset, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({
            from,
            to,
            kind,
            offset,
            total: all,
            ids: await plainPage(c, kind === 'exception', 30, offset),
          });
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('an unbounded page deep in the history plans only the months that hold it', async () => {
    const c = criteria(null, null);
    const plan = dayPageSql(device.propertyId, 'transaction', c, 30, 200)!;
    const { rows } = await db.pool.query<{ skipped: number; before: Date; atLeast: Date }>(plan.text, plan.values);
    const span = rows[0]!;
    expect(span.skipped).toBeGreaterThan(0);
    expect(span.skipped).toBeLessThanOrEqual(200);
    const page = historyPageSql(device.propertyId, 'transaction', c, 30, 200 - span.skipped, span);
    const { rows: explained } = await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.text}`, page.values);
    const scanned = new Set(
      explained.flatMap((r) => r['QUERY PLAN'].match(/datalog_transactions_p\d{4}_\d{2}/g) ?? []),
    );
    // Fourteen months of about 42 rows each (and the months the other tests made): 30 rows lie in one or two of them.
    expect(scanned.size).toBeGreaterThanOrEqual(1);
    expect(scanned.size).toBeLessThanOrEqual(2);
    expect((await partitionNames()).length).toBeGreaterThan(10);
  });

  it('month counts stay the sums of their day counts through inserts, moves across months and deletes', async () => {
    const check = async () => {
      const { rows } = await db.pool.query<{
        month: string;
        total: number;
        exceptions: number;
        days_total: number;
        days_exceptions: number;
      }>(
        `SELECT to_char(m.month, 'YYYY-MM') AS month, m.total, m.exceptions,
                coalesce(sum(d.total), 0)::int AS days_total, coalesce(sum(d.exceptions), 0)::int AS days_exceptions
           FROM datalog_transaction_months m
           LEFT JOIN datalog_transaction_days d ON d.property_id = m.property_id AND date_trunc('month', d.day) = m.month
          WHERE m.property_id = $1 GROUP BY 1, 2, 3 ORDER BY 1`,
        [device.propertyId],
      );
      expect(rows.length).toBeGreaterThanOrEqual(14);
      for (const r of rows)
        expect({ month: r.month, total: r.total, exceptions: r.exceptions }).toEqual({
          month: r.month,
          total: r.days_total,
          exceptions: r.days_exceptions,
        });
    };
    await check();
    // Rows moved from the last days of a month into the next one, and rows turned into exceptions.
    await db.pool.query(
      `UPDATE datalog_transactions SET time = time + interval '20 days', exception_code = 'W'
        WHERE property_id = $1 AND sequence % 13 = 0 AND time < '2035-12-01'`,
      [device.propertyId],
    );
    await check();
    await db.pool.query('DELETE FROM datalog_transactions WHERE property_id = $1 AND sequence % 17 = 0', [
      device.propertyId,
    ]);
    await check();
  });

  it('whole days: an edge day counts only when every millisecond of it is in range', () => {
    expect(wholeDays(new Date('2035-03-01T00:00:00Z'), new Date('2035-03-02T23:59:59.999Z'))).toEqual({
      lo: new Date('2035-03-01T00:00:00Z'),
      hi: new Date('2035-03-03T00:00:00Z'),
    });
    expect(wholeDays(new Date('2035-03-01T00:00:00.001Z'), new Date('2035-03-02T23:59:59.998Z'))).toBeNull();
    expect(wholeDays(null, null)).toEqual({ lo: null, hi: null });
  });

  it('a 30-day report plans only the partitions of its months', async () => {
    const c = criteria('2035-05-20T00:00:00.000Z', '2035-06-18T23:59:59.999Z');
    const { page, count } = historySql(device.propertyId, 'transaction', c);
    const relations = async (text: string, values: unknown[]) => {
      const { rows } = await db.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, values);
      const names = new Set<string>();
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === 'object') {
          const name = (node as Record<string, unknown>)['Relation Name'];
          if (typeof name === 'string' && name.startsWith('datalog_transactions')) names.add(name);
          Object.values(node).forEach(walk);
        }
      };
      walk(rows[0]!['QUERY PLAN']);
      return [...names].sort();
    };
    const months = ['datalog_transactions_p2035_05', 'datalog_transactions_p2035_06'];
    expect(await relations(page.text, page.values)).toEqual(months);
    // Whole days only: the total reads the day counts and no partition at all.
    expect(await relations(count.text, count.values)).toEqual([]);
    const edges = historySql(device.propertyId, 'transaction', criteria('2035-05-20T08:00:00.000Z', c.to));
    expect(await relations(edges.count.text, edges.count.values)).toEqual(['datalog_transactions_p2035_05']);
    expect((await partitionNames()).length).toBeGreaterThan(months.length + 10);
  });
});
