// Area "transactions": ninety days of key history for every cabinet, and what follows from it: each badge's last
// use, each key's current state and each device's resume point. growTransactions adds older history on request.
import type pg from 'pg';
import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import { insertTransactions } from '@kc/services/fixtures/key-control';
import { ensureTransactionPartitions } from '@kc/services/devices/transaction-partitions';
import { EXCEPTION_CODES } from './catalog.ts';
import type { SeededDatalog } from './key-control.ts';
import type { Rng } from './random.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const HISTORY_DAYS = 90;
const INSERT_CHUNK = 20_000;
/** Cabinets whose history is written at once (the seed's pool has 6 connections). */
const SEED_INSERTERS = 4;
/** Devices have logged for years before the demo window; history grown later takes the sequences below this. */
const SEQUENCE_BASE = 10_000_000;

export const ACTIVITY = { ok: 1, keyOut: 2, keyIn: 3, blank: 99 } as const;

interface Row {
  time: number;
  employee: string | null;
  badge: string | null;
  unit: string | null;
  tag: string | null;
  hook: number | null;
  activity: number;
  exception: string | null;
  workOrder: string | null;
}

/** A time of day weighted to working hours (US local, roughly 12:00–24:00 UTC), occasionally at night. */
function timeOfDay(rng: Rng): number {
  const hour = rng.chance(0.9) ? rng.int(12, 23) : rng.int(0, 11);
  return hour * 60 * MINUTE + rng.int(0, 59) * MINUTE + rng.int(0, 59) * 1000;
}

function exceptionRow(rng: Rng, d: SeededDatalog, time: number): Row {
  const code = rng.pick(EXCEPTION_CODES);
  const badge = rng.pick(d.badges);
  const tag = rng.pick(d.tags);
  const base: Row = {
    time,
    employee: badge.name,
    badge: badge.number,
    unit: null,
    tag: null,
    hook: null,
    activity: ACTIVITY.blank,
    exception: code,
    workOrder: null,
  };
  switch (code) {
    case 'E':
      return { ...base, employee: null, badge: String(rng.int(1000, 99_999)) };
    case 'M':
    case 'L':
      return { ...base, employee: null, badge: null };
    case 'N':
      return { ...base, tag: String(rng.int(1000, 8999)) };
    case 'S':
    case 'R':
      return { ...base, unit: tag.unit, tag: tag.tag, hook: tag.hook };
    case 'B':
    case 'I':
      return { ...base, activity: ACTIVITY.ok };
    default:
      return base;
  }
}

/** Ninety days of key activity for one cabinet, ending now: checkouts and returns, work orders, exceptions. */
function historyFor(rng: Rng, d: SeededDatalog, now: number): Row[] {
  const rows: Row[] = [];
  const active = d.badges.filter((b) => b.active);
  if (d.tags.length === 0 || active.length === 0) return rows;
  const perDay = Math.max(4, Math.min(30, Math.round(d.tags.length / 12)));
  const start = Math.floor((now - HISTORY_DAYS * DAY) / DAY) * DAY;
  for (let day = start; day < now; day += DAY) {
    const checkouts = rng.int(Math.floor(perDay * 0.6), Math.ceil(perDay * 1.4));
    for (let c = 0; c < checkouts; c++) {
      const out = day + timeOfDay(rng);
      if (out >= now) continue;
      const badge = rng.pick(active);
      const tag = rng.pick(d.tags);
      const workOrder = rng.chance(0.3) ? String(rng.int(100_000, 999_999)) : null;
      const who = {
        employee: badge.name,
        badge: badge.number,
        unit: tag.unit,
        tag: tag.tag,
        hook: tag.hook,
        exception: null,
      };
      rows.push({ ...who, time: out, activity: ACTIVITY.keyOut, workOrder });
      // Recent checkouts are sometimes still out, so the keys-out report has something to show.
      const recent = now - out < 3 * DAY;
      if (rng.chance(recent ? 0.15 : 0.005)) continue;
      const back = out + rng.int(10, rng.chance(0.8) ? 180 : 720) * MINUTE;
      if (back < now) rows.push({ ...who, time: back, activity: ACTIVITY.keyIn, workOrder: null });
    }
    const exceptions = rng.chance(0.6) ? rng.int(1, 3) : 0;
    for (let e = 0; e < exceptions; e++) {
      const time = day + timeOfDay(rng);
      if (time < now) rows.push(exceptionRow(rng, d, time));
    }
  }
  return rows.sort((a, b) => a.time - b.time);
}

/** The history with its first tag taken out at `since` and not returned: its later rows are left out. */
function withKeyOutSince(rows: Row[], d: SeededDatalog, since: number): Row[] {
  const tag = d.tags[0];
  const badge = d.badges.find((b) => b.active);
  if (!tag || !badge) return rows;
  const kept = rows.filter((r) => r.tag !== tag.tag || r.time < since);
  const out: Row = {
    employee: badge.name,
    badge: badge.number,
    unit: tag.unit,
    tag: tag.tag,
    hook: tag.hook,
    exception: null,
    time: since,
    activity: ACTIVITY.keyOut,
    workOrder: null,
  };
  return [...kept, out].sort((a, b) => a.time - b.time);
}

async function insertRows(pool: pg.Pool, datalog: SeededDatalog, firstSequence: number, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await insertTransactions(
      pool,
      rows.slice(i, i + INSERT_CHUNK).map((r, j) => ({
        propertyId: datalog.propertyId,
        datalogId: datalog.id,
        sequence: firstSequence + i + j,
        employeeName: r.employee,
        badgeNumber: r.badge,
        propertyUnitName: r.unit,
        keyTagNumber: r.tag,
        encodedHookNumber: r.hook,
        activityCode: r.activity,
        exceptionCode: r.exception,
        enteredWorkOrderNumber: r.workOrder,
        time: new Date(r.time).toISOString(),
      })),
    );
  }
}

/** The current state of every key, from its latest movement in the history (the same rule ingestion applies). */
async function seedKeyStates(pool: pg.Pool): Promise<number> {
  const res = await pool.query(
    `INSERT INTO key_states (property_id, datalog_id, key_tag_number, is_out, since, employee_name, badge_number, property_unit_name,
       encoded_hook_number, activity_code, entered_work_order_number, sequence, transaction_id)
     SELECT DISTINCT ON (datalog_id, key_tag_number) property_id, datalog_id, key_tag_number, ${KEY_EFFECT_SQL.isOut}, time, employee_name,
            badge_number, property_unit_name, encoded_hook_number, activity_code, entered_work_order_number, sequence, id
       FROM datalog_transactions WHERE ${KEY_EFFECT_SQL.moves}
      ORDER BY datalog_id, key_tag_number, sequence DESC
     ON CONFLICT (datalog_id, key_tag_number) DO NOTHING`,
  );
  return res.rowCount ?? 0;
}

/** Writes the demo history and what follows from it; returns the number of transactions and of key states. */
export async function seedTransactions(
  pool: pg.Pool,
  rng: Rng,
  datalogs: SeededDatalog[],
  now: Date,
): Promise<{ transactions: number; keyStates: number }> {
  let total = 0;
  // Every month of the history first, once, so the parallel inserts below find their partitions made.
  await ensureTransactionPartitions(pool, new Date(now.getTime() - (HISTORY_DAYS + 1) * DAY), now);
  // A few cabinets at a time, fewer than the pool's connections: a statement never queues for a connection longer
  // than the pool's connect timeout, however slow the machine (72 queued at once timed out under load).
  const pending: (() => Promise<void>)[] = [];
  // The first property's first live cabinet always has one key out for over a day, whatever the hour of seeding: its
  // overview and alerts show a key past the threshold (which random history alone did not at every hour).
  const first = datalogs.filter((d) => !d.stale).sort((a, b) => a.propertyId - b.propertyId || a.id - b.id)[0];
  for (const d of datalogs) {
    if (d.stale) continue;
    const history = historyFor(rng, d, now.getTime());
    const rows = d === first ? withKeyOutSince(history, d, now.getTime() - 26 * HOUR) : history;
    const firstSequence = SEQUENCE_BASE + rng.int(0, 4_000_000);
    pending.push(() => insertRows(pool, d, firstSequence, rows));
    total += rows.length;
  }
  await Promise.all(
    Array.from({ length: SEED_INSERTERS }, async () => {
      for (let task = pending.shift(); task; task = pending.shift()) await task();
    }),
  );
  await pool.query(
    `UPDATE badges b SET last_used = x.last FROM (
       SELECT property_id, badge_number, max(time) AS last FROM datalog_transactions GROUP BY property_id, badge_number
     ) x WHERE x.property_id = b.property_id AND x.badge_number = b.badge_number`,
  );
  const keyStates = await seedKeyStates(pool);
  // Devices continue after their history: ingestion's resume point (GET /api/devices/me) is the highest stored sequence.
  await pool.query(
    `UPDATE datalogs d SET last_sequence = x.seq FROM (SELECT datalog_id, max(sequence) AS seq FROM datalog_transactions GROUP BY datalog_id) x
      WHERE x.datalog_id = d.id`,
  );
  return { transactions: total, keyStates };
}

const GROW_CHUNK = 250_000;
const GROW_STEP_SECONDS = 1200;

/**
 * Growth within the months the history already spans: each cabinet's older rows are spaced so that, once the table
 * holds `finalTarget` rows, its history reaches back to the oldest cabinet's first row and no further (rows at least a
 * second apart, so the oldest cabinets go below it by their share of seconds). Without it, every row is 20 minutes
 * older than the one after it and the history reaches back as far as the rows need.
 */
export interface GrowWithin {
  finalTarget: number;
}

/**
 * Grows datalog_transactions to `target` rows with set-based SQL, extending each cabinet's history back in time
 * below its earliest sequence, in chunks so progress shows and no statement runs too long.
 */
export async function growTransactions(
  pool: pg.Pool,
  target: number,
  log: (m: string) => void = console.log,
  /** Only these properties' cabinets grow (every cabinet when absent). */
  propertyIds?: readonly number[],
  within?: GrowWithin,
): Promise<number> {
  const count = async () =>
    Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM datalog_transactions')).rows[0]!.n);
  let current = await count();
  if (current >= target) {
    log(`datalog_transactions already holds ${current.toLocaleString('en-US')} rows`);
    return current;
  }
  const { rows: heads } = await pool.query<{
    datalog_id: number;
    property_id: number;
    seq: string;
    time: Date;
    tags: number;
    staff: number;
  }>(
    `SELECT d.id AS datalog_id, d.property_id, f.sequence AS seq, f.time,
            (SELECT count(*) FROM key_tags k WHERE k.datalog_id = d.id)::int AS tags,
            (SELECT count(*) FROM badges b WHERE b.property_id = d.property_id)::int AS staff
       FROM datalogs d
       CROSS JOIN LATERAL (SELECT sequence, time FROM datalog_transaction_keys k WHERE k.datalog_id = d.id ORDER BY sequence LIMIT 1) f
      ORDER BY d.id`,
  );
  const state = heads
    .filter((h) => h.tags > 0 && h.staff > 0 && (!propertyIds || propertyIds.includes(h.property_id)))
    .map((h) => ({
      datalogId: h.datalog_id,
      propertyId: h.property_id,
      seq: Number(h.seq),
      time: h.time.getTime(),
      tagCount: h.tags,
      staffCount: h.staff,
    }));
  if (state.length === 0) throw new Error('no cabinet has history to grow from: run the full seed first');
  const floor = Math.min(...state.map((s) => s.time));
  // Numbered copies of tags and badges, indexed, so each generated row finds its key and employee by lookup.
  const client = await pool.connect();
  try {
    await client.query(`CREATE TEMP TABLE grow_tags AS
      SELECT k.datalog_id, (row_number() OVER (PARTITION BY k.datalog_id ORDER BY k.id) - 1)::int AS ord,
             coalesce(u.name, '') AS unit, k.tag_number, k.hook_number
        FROM key_tags k LEFT JOIN units u ON u.id = k.unit_id`);
    await client.query(`CREATE TEMP TABLE grow_staff AS
      SELECT property_id, (row_number() OVER (PARTITION BY property_id ORDER BY id) - 1)::int AS ord, employee_name, badge_number
        FROM badges`);
    await client.query('ALTER TABLE grow_tags ADD PRIMARY KEY (datalog_id, ord)');
    await client.query('ALTER TABLE grow_staff ADD PRIMARY KEY (property_id, ord)');
    await client.query('ANALYZE grow_tags; ANALYZE grow_staff');
    const started = Date.now();
    while (current < target) {
      // Spread the chunk evenly, the remainder one row each, so the table ends at exactly the target.
      const chunk = Math.min(GROW_CHUNK, target - current);
      const base = Math.floor(chunk / state.length);
      const take = state.map((s, i) => Math.min(base + (i < chunk % state.length ? 1 : 0), s.seq - 1));
      if (take.every((n) => n <= 0)) throw new Error('sequence space exhausted');
      const share = within ? Math.max(1, Math.ceil((within.finalTarget - current) / state.length)) : 0;
      const steps = state.map((s) =>
        within ? Math.max(1, Math.floor((s.time - floor) / 1000 / share)) : GROW_STEP_SECONDS,
      );
      // The chunk's rows go back from each cabinet's earliest time by at most n steps (see the time expression).
      const oldest = Math.min(...state.map((s, i) => s.time - (take[i]! + 1) * steps[i]! * 1000));
      await ensureTransactionPartitions(client, new Date(oldest), new Date(Math.max(...state.map((s) => s.time))));
      const res = await client.query(
        `WITH src AS (
           SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::timestamptz[], $5::int[], $6::int[], $7::int[], $8::int[])
             AS s(datalog_id, property_id, start_seq, start_time, n, tag_count, staff_count, step)
         )
         INSERT INTO datalog_transactions (property_id, datalog_id, sequence, employee_name, badge_number, property_unit_name,
           key_tag_number, encoded_hook_number, activity_code, exception_code, entered_work_order_number, time)
         SELECT s.property_id, s.datalog_id, q.seq, b.employee_name, b.badge_number,
                CASE WHEN exc THEN NULL ELSE t.unit END,
                CASE WHEN exc THEN NULL ELSE t.tag_number END,
                CASE WHEN exc THEN NULL ELSE t.hook_number END,
                CASE WHEN exc THEN 99 WHEN q.seq % 2 = 1 THEN 3 ELSE 2 END,
                CASE WHEN exc THEN (ARRAY['W','W','T','C','O','D','N','Y'])[1 + (hr / 100) % 8] END,
                CASE WHEN NOT exc AND q.seq % 2 = 0 AND hp % 10 < 3 THEN (100000 + hp % 900000)::text END,
                s.start_time - make_interval(secs => g.i * s.step + hr % greatest(s.step / 2, 1))
           FROM src s
           CROSS JOIN LATERAL generate_series(1, s.n) AS g(i)
           CROSS JOIN LATERAL (SELECT s.start_seq - g.i AS seq) q
           -- a key-in (odd sequence) and the key-out just before it share the pair hash, so they name the same key
           CROSS JOIN LATERAL (SELECT hashint8((q.seq / 2) * 7919 + s.datalog_id) & 2147483647 AS hp,
                                      hashint8(q.seq * 104729 + s.datalog_id) & 2147483647 AS hr) h
           CROSS JOIN LATERAL (SELECT h.hr % 100 < 4 AS exc) e
           JOIN grow_tags t ON t.datalog_id = s.datalog_id AND t.ord = (h.hp / 7) % s.tag_count
           JOIN grow_staff b ON b.property_id = s.property_id AND b.ord = h.hp % s.staff_count`,
        [
          state.map((s) => s.datalogId),
          state.map((s) => s.propertyId),
          state.map((s) => s.seq),
          state.map((s) => new Date(s.time).toISOString()),
          take,
          state.map((s) => s.tagCount),
          state.map((s) => s.staffCount),
          steps,
        ],
      );
      state.forEach((s, i) => {
        const n = take[i]!;
        s.seq -= n;
        s.time -= n * steps[i]! * 1000;
      });
      current += res.rowCount ?? 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      log(
        `datalog_transactions: ${current.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} rows (${seconds}s)`,
      );
    }
  } finally {
    await client.query('DROP TABLE IF EXISTS grow_tags, grow_staff').catch(() => undefined);
    client.release();
  }
  await pool.query('ANALYZE datalog_transactions');
  return current;
}
