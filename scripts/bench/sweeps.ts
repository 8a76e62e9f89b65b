// Timing of the scheduled e-mail sweeps over the whole database (issue 14 item 6), used by measure.ts and runnable on
// its own for a quick check: DATABASE_URL=… node --import tsx scripts/bench/sweeps.ts
import { pathToFileURL } from 'node:url';
import { createDatabase, type Database } from '@kc/services/db/client';
import { findSilentDatalogs, sendLastCommunicationEmails } from '@kc/services/notifications/last-communication';
import { sendOverdueKeyEmails } from '@kc/services/notifications/overdue-keys';
import { findUnusedBadges, sendInactiveEmployeeEmails } from '@kc/services/notifications/inactive-employees';

export interface SweepTiming {
  datalogs: number;
  properties: number;
  /** Datalogs the rule finds silent for more than 3 days (on properties with a primary contact). */
  silent: number;
  /** One full sweep that writes the day's e-mails (the first hourly run after 07:00). */
  firstRunMs: number;
  emails: number;
  /** The same sweep again: every e-mail already written, so it only reads and finds each key taken. */
  repeatRunMs: number;
  /** The sweep's read alone, median of 5. */
  readMedianMs: number;
}

const elapsed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const value = await f();
  return [value, Math.round(performance.now() - t0)];
};

/**
 * One full last-communication sweep of every property, at an instant whose local date no real run uses (so the
 * e-mails it writes are its own), then removed again: the outbox rows and idempotency keys of that date.
 */
export async function measureSilentDatalogSweep(db: Database): Promise<SweepTiming> {
  const at = new Date('2099-06-15T15:00:00.000Z'); // 10:00 in America/Chicago
  const [counts] = await db.pool
    .query<{ datalogs: number; properties: number }>(
      'SELECT (SELECT count(*) FROM datalogs)::int AS datalogs, (SELECT count(*) FROM properties)::int AS properties',
    )
    .then((r) => r.rows);
  const reads: number[] = [];
  let silent = 0;
  for (let i = 0; i < 5; i += 1) {
    const [rows, ms] = await elapsed(() => findSilentDatalogs(db, at));
    silent = rows.length;
    reads.push(ms);
  }
  reads.sort((a, b) => a - b);
  // The Prisma client connects on its first query: not part of a sweep in a worker that has been running.
  await db.prisma.$queryRaw`SELECT 1`;
  try {
    const [first, firstRunMs] = await elapsed(() => sendLastCommunicationEmails(db, 'https://bench.invalid', at));
    const [, repeatRunMs] = await elapsed(() => sendLastCommunicationEmails(db, 'https://bench.invalid', at));
    return { ...counts!, silent, firstRunMs, emails: first.emails, repeatRunMs, readMedianMs: reads[2]! };
  } finally {
    await db.pool.query(
      `WITH gone AS (DELETE FROM email_sends WHERE idempotency_key LIKE 'last-communication:%:2099-06-15'
                     RETURNING outbox_message_id)
       DELETE FROM outbox_messages WHERE id IN (SELECT outbox_message_id FROM gone)`,
    );
  }
}

/** One full alert-e-mail sweep (overdue keys or inactive employees) over every property. */
export interface AlertSweepTiming {
  properties: number;
  /** Rows the rule considers: keys out, or active badges. */
  candidates: number;
  /** Keys newly overdue (claimed), or badges unused for their window, at the sweep's instant. */
  found: number;
  /** The first run: claims and writes every e-mail. */
  firstRunMs: number;
  emails: number;
  /** The same run again: everything already claimed, nothing written. */
  repeatRunMs: number;
  /** The sweep's read alone, median of 5 (unused badges only: the overdue read is its claim). */
  readMedianMs: number | null;
}

const BENCH_URL = 'https://bench.invalid';
// A Monday, 10:00 in America/Chicago: the weekly e-mail is due, and every key out has crossed any threshold.
const FAR_MONDAY = new Date('2099-06-15T15:00:00.000Z');

const countOf = async (db: Database, sql: string) => Number((await db.pool.query<{ n: string }>(sql)).rows[0]!.n);

/**
 * One full overdue-keys sweep of every property at an instant far ahead, when every key out has crossed its
 * property's threshold (the heaviest run there can be: the first one after deploying), then the same sweep again,
 * then its claims and e-mails are removed so the next bench measures the same thing.
 */
export async function measureOverdueKeySweep(db: Database): Promise<AlertSweepTiming> {
  const started = new Date();
  const properties = await countOf(db, 'SELECT count(*) AS n FROM properties WHERE deleted_at IS NULL');
  const candidates = await countOf(db, 'SELECT count(*) AS n FROM key_states WHERE is_out');
  await db.prisma.$queryRaw`SELECT 1`;
  try {
    const [first, firstRunMs] = await elapsed(() => sendOverdueKeyEmails(db, BENCH_URL, FAR_MONDAY));
    const [, repeatRunMs] = await elapsed(() => sendOverdueKeyEmails(db, BENCH_URL, FAR_MONDAY));
    return {
      properties,
      candidates,
      found: first.keys,
      firstRunMs,
      emails: first.emails,
      repeatRunMs,
      readMedianMs: null,
    };
  } finally {
    await db.pool.query(
      `WITH gone AS (DELETE FROM email_sends WHERE idempotency_key LIKE 'overdue-key%' AND created_at >= $1
                     RETURNING outbox_message_id)
       DELETE FROM outbox_messages WHERE id IN (SELECT outbox_message_id FROM gone)`,
      [started],
    );
  }
}

/** One full unused-badge sweep (the weekly inactive-employees e-mail) of every property, then removed again. */
export async function measureUnusedBadgeSweep(db: Database): Promise<AlertSweepTiming> {
  const started = new Date();
  const properties = await countOf(db, 'SELECT count(*) AS n FROM properties WHERE deleted_at IS NULL');
  const candidates = await countOf(db, 'SELECT count(*) AS n FROM badges WHERE active');
  const { rows: ids } = await db.pool.query<{ id: number }>('SELECT id FROM properties WHERE deleted_at IS NULL');
  const reads: number[] = [];
  let found = 0;
  for (let i = 0; i < 5; i += 1) {
    const [rows, ms] = await elapsed(() =>
      findUnusedBadges(
        db,
        ids.map((r) => ({ propertyId: r.id, windowDays: 30 })),
        FAR_MONDAY,
      ),
    );
    found = rows.reduce((n, r, j) => (j === 0 || rows[j - 1]!.property_id !== r.property_id ? n + r.total : n), 0);
    reads.push(ms);
  }
  reads.sort((a, b) => a - b);
  await db.prisma.$queryRaw`SELECT 1`;
  try {
    const [first, firstRunMs] = await elapsed(() => sendInactiveEmployeeEmails(db, BENCH_URL, FAR_MONDAY));
    const [, repeatRunMs] = await elapsed(() => sendInactiveEmployeeEmails(db, BENCH_URL, FAR_MONDAY));
    return { properties, candidates, found, firstRunMs, emails: first.emails, repeatRunMs, readMedianMs: reads[2]! };
  } finally {
    await db.pool.query(
      `WITH gone AS (DELETE FROM email_sends WHERE idempotency_key LIKE 'inactive-employees:%:2099-W25'
                     RETURNING outbox_message_id)
       DELETE FROM outbox_messages WHERE id IN (SELECT outbox_message_id FROM gone)`,
    );
    await db.pool.query(`DELETE FROM email_opt_out_tokens WHERE kind = 'inactive-employees' AND created_at >= $1`, [
      started,
    ]);
  }
}

const n = (v: number) => v.toLocaleString('en-US');

export const alertSweepRows = (
  o: AlertSweepTiming,
  u: AlertSweepTiming,
  met: { overdue: boolean; unused: boolean },
) => [
  `| Overdue-keys sweep of ${n(o.properties)} properties (${n(o.candidates)} keys out; at an instant when all are past their threshold) | ${o.firstRunMs} ms claiming ${n(o.found)} keys and writing ${n(o.emails)} e-mails; ${o.repeatRunMs} ms when already sent | | | < 5 s | ${met.overdue ? 'met' : '**missed**'} |`,
  `| Unused-badge sweep of ${n(u.properties)} properties (${n(u.candidates)} active badges, ${n(u.found)} unused) | ${u.firstRunMs} ms writing ${n(u.emails)} e-mails; ${u.repeatRunMs} ms when already sent; read ${u.readMedianMs} ms | | | < 5 s | ${met.unused ? 'met' : '**missed**'} |`,
];

export const sweepRow = (s: SweepTiming, met: boolean) =>
  `| Last-communication sweep of ${s.properties.toLocaleString('en-US')} properties (${s.datalogs.toLocaleString('en-US')} datalogs, ${s.silent.toLocaleString('en-US')} silent) | ${s.firstRunMs} ms writing ${s.emails} e-mails; ${s.repeatRunMs} ms when already sent; read ${s.readMedianMs} ms | | | < 5 s | ${met ? 'met' : '**missed**'} |`;

/** Issue 14 item 6 measures the sweeps over this many properties. */
export const SWEEP_PROPERTIES = 1000;
const SCALE_CORPORATION = 'Bench sweep scale (copies)';

/**
 * Grows the database to `target` live properties for the sweep timings (the benchmark seed has 50): copies of the
 * seeded properties with what the sweeps read — datalogs, key states, badges, their alert settings (the property's own,
 * else its corporation's, set on the copy) — under one
 * corporation of their own, so every other figure (a property's reports, the corporate overview) is unchanged. The
 * transaction history is not copied: no sweep reads it. Runs once per database; returns how many it added.
 */
export async function ensureSweepScale(db: Database, target = SWEEP_PROPERTIES): Promise<number> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('LOCK TABLE properties IN SHARE ROW EXCLUSIVE MODE');
    const [{ n }] = (
      await client.query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE deleted_at IS NULL')
    ).rows as [{ n: number }];
    const missing = target - n;
    if (missing <= 0) {
      await client.query('ROLLBACK');
      return 0;
    }
    const corporation = await client.query<{ id: number }>(
      `INSERT INTO corporations (name, updated_at) VALUES ($1, now()) RETURNING id`,
      [SCALE_CORPORATION],
    );
    const corporationId = corporation.rows[0]!.id;
    const region = await client.query<{ id: number }>(
      `INSERT INTO regions (corporation_id, name, updated_at) VALUES ($1, 'Copies', now()) RETURNING id`,
      [corporationId],
    );
    await client.query(
      `CREATE TEMP TABLE scale_properties ON COMMIT DROP AS
         SELECT nextval('properties_id_seq')::int AS new_id, s.id AS old_id, g AS copy
           FROM generate_series(1, $1::int) g
           JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS total
                   FROM properties WHERE deleted_at IS NULL) s ON s.rn = (g - 1) % s.total + 1`,
      [missing],
    );
    await client.query(
      `INSERT INTO properties (id, corporation_id, region_id, name, primary_contact_id, canceled, updated_at)
       SELECT m.new_id, $1, $2, p.name || ' (copy ' || m.copy || ')', p.primary_contact_id, p.canceled, now()
         FROM scale_properties m JOIN properties p ON p.id = m.old_id`,
      [corporationId, region.rows[0]!.id],
    );
    await client.query(
      `CREATE TEMP TABLE scale_datalogs ON COMMIT DROP AS
         SELECT nextval('datalogs_id_seq')::int AS new_id, d.id AS old_id, m.new_id AS property_id
           FROM scale_properties m JOIN datalogs d ON d.property_id = m.old_id`,
    );
    await client.query(
      `INSERT INTO datalogs (id, property_id, datalog_number, datalog_type, non_lettered_panels, number_of_keyhooks,
         finalized, last_communication, updated_at, deleted_at, last_sequence)
       SELECT x.new_id, x.property_id, d.datalog_number, d.datalog_type, d.non_lettered_panels, d.number_of_keyhooks,
              d.finalized, d.last_communication, now(), d.deleted_at, d.last_sequence
         FROM scale_datalogs x JOIN datalogs d ON d.id = x.old_id`,
    );
    // Key-out transaction ids are made unique per copy (the overdue e-mail's idempotency key names them).
    await client.query(
      `INSERT INTO key_states (property_id, datalog_id, key_tag_number, is_out, since, employee_name, badge_number,
         property_unit_name, encoded_hook_number, activity_code, entered_work_order_number, sequence, transaction_id)
       SELECT x.property_id, x.new_id, k.key_tag_number, k.is_out, k.since, k.employee_name, k.badge_number,
              k.property_unit_name, k.encoded_hook_number, k.activity_code, k.entered_work_order_number, k.sequence,
              -(x.new_id::bigint * 1000000 + k.transaction_id % 1000000)
         FROM scale_datalogs x JOIN key_states k ON k.datalog_id = x.old_id`,
    );
    await client.query(
      `INSERT INTO badges (property_id, badge_number, employee_name, active, start_date, last_used, created_at,
         updated_at, alert_cleared_at)
       SELECT m.new_id, b.badge_number, b.employee_name, b.active, b.start_date, b.last_used, b.created_at, now(),
              b.alert_cleared_at
         FROM scale_properties m JOIN badges b ON b.property_id = m.old_id`,
    );
    await client.query(
      `INSERT INTO exception_settings (level, entity_id, key_out_on, badge_unused_on, last_comm_on, not_scanned_on,
         key_out_threshold, key_out_unit, badge_unused_days, last_comm_days, recipients_set, recipient_login_ids,
         recipient_emails, updated_at)
       SELECT 'property', m.new_id, s.key_out_on, s.badge_unused_on, s.last_comm_on, s.not_scanned_on,
              s.key_out_threshold, s.key_out_unit, s.badge_unused_days, s.last_comm_days, s.recipients_set,
              s.recipient_login_ids, s.recipient_emails, now()
         FROM (SELECT DISTINCT ON (m.new_id) m.new_id, s.id AS settings_id
                 FROM scale_properties m JOIN properties p ON p.id = m.old_id
                 JOIN exception_settings s ON (s.level = 'property' AND s.entity_id = p.id)
                                           OR (s.level = 'corporation' AND s.entity_id = p.corporation_id)
                ORDER BY m.new_id, s.level = 'property' DESC) m
         JOIN exception_settings s ON s.id = m.settings_id`,
    );
    await client.query('COMMIT');
    // Every table written, the new corporation and region included: with their statistics ending at the old highest
    // id, the purchase-order search's merge join of properties with corporations expected to stop before the new
    // corporation's properties (103 ms instead of 6, decision 0082). This machine's PostgreSQL runs without autovacuum.
    await client.query('ANALYZE corporations, regions, properties, datalogs, key_states, badges, exception_settings');
    return missing;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = createDatabase(process.env.DATABASE_URL!, 4);
  try {
    const added = await ensureSweepScale(db);
    if (added > 0) console.log(`added ${added} copies of the seeded properties`);
    const timing = await measureSilentDatalogSweep(db);
    console.log(JSON.stringify(timing, null, 2));
    console.log(sweepRow(timing, timing.firstRunMs < 5000));
    const overdue = await measureOverdueKeySweep(db);
    const unused = await measureUnusedBadgeSweep(db);
    console.log(JSON.stringify({ overdue, unused }, null, 2));
    for (const row of alertSweepRows(overdue, unused, {
      overdue: overdue.firstRunMs < 5000,
      unused: unused.firstRunMs < 5000,
    }))
      console.log(row);
  } finally {
    await db.close();
  }
}
