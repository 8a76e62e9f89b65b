// The benchmark's worst-case property (issue 17 item 1): 40 cabinets, 4,000 units and keys, 120 employees with
// badges, 1,050,000 transactions over 875 days of which 36,000 fall in the last 30 days, and the key states, badge
// last-use and resume points that follow from them, so keys-out, the reports and the overview answer real figures.
// Written once with set-based SQL (deterministic: every value is a hash of its row's position), then reused; used by
// measure.ts and runnable on its own: DATABASE_URL=… node --import tsx scripts/bench/large-property.ts
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import { createDatabase } from '@kc/services/db/client';
import { ensureTransactionPartitions } from '@kc/services/devices/transaction-partitions';
import { FIRST_NAMES, LAST_NAMES } from '../../prisma/seed/catalog.ts';

export const LARGE_PROPERTY = 'Harbor Point Towers (benchmark worst case)';
/** The seeded property it copies its corporation, region and logins from (the typical property of the benchmark). */
export const TYPICAL_PROPERTY = 'Maple Grove Apartments';
export const LARGE_SHAPE = {
  datalogs: 40,
  unitsPerDatalog: 100,
  employees: 120,
  /** Rows per cabinet: 26,250 × 40 = 1,050,000. */
  rowsPerDatalog: 26_250,
  /** One row every 48 minutes per cabinet: 30 a day, 36,000 over the last 30 days across the 40 cabinets. */
  minutesApart: 48,
} as const;
/** Sequences start here, so the growth of the history (growTransactions) has room below them. */
const FIRST_SEQUENCE = 2_000_000;

/**
 * Ensures the large property exists; returns its id and whether it was written now. Everything happens in one
 * transaction, so an interrupted build leaves nothing behind and the next run starts over.
 */
export async function ensureLargeProperty(
  pool: pg.Pool,
  log: (m: string) => void = console.log,
): Promise<{ id: number; created: boolean }> {
  const existing = await pool.query<{ id: number }>('SELECT id FROM properties WHERE name = $1', [LARGE_PROPERTY]);
  if (existing.rows[0]) return { id: existing.rows[0].id, created: false };
  const s = LARGE_SHAPE;
  // The newest row sits a minute before now; the oldest rowsPerDatalog × minutesApart before that.
  const newest = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
  const oldest = new Date(newest.getTime() - s.rowsPerDatalog * s.minutesApart * 60_000);
  // The history is partitioned by month (decision 0068): bulk loaders create the months first.
  await ensureTransactionPartitions(pool, oldest, newest);
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const {
      rows: [p],
    } = await client.query<{ id: number; typical: number }>(
      `INSERT INTO properties (corporation_id, division_id, region_id, name, plan_code, updated_at)
       SELECT corporation_id, division_id, region_id, $1, plan_code, now() FROM properties WHERE name = $2
       RETURNING id, (SELECT id FROM properties WHERE name = $2) AS typical`,
      [LARGE_PROPERTY, TYPICAL_PROPERTY],
    );
    if (!p) throw new Error(`the benchmark database has no property named ${TYPICAL_PROPERTY}: is it seeded?`);
    const id = p.id;
    // Every login listing the typical property lists this one too (the demo manager among them).
    await client.query(
      `INSERT INTO "_SiteLoginProperties" ("A", "B") SELECT $1, "B" FROM "_SiteLoginProperties" WHERE "A" = $2`,
      [id, p.typical],
    );
    await client.query(
      `INSERT INTO property_activities (property_id, activity_code, activity_name, updated_at)
       SELECT $1, activity_code, activity_name, now() FROM property_activities WHERE property_id = $2`,
      [id, p.typical],
    );
    const { rows: datalogs } = await client.query<{ id: number }>(
      `INSERT INTO datalogs (property_id, datalog_number, datalog_type, android_id, version, number_of_keyhooks, finalized,
         finalized_at, last_communication, updated_at)
       SELECT $1, (SELECT max(datalog_number) FROM datalogs) + g, 'gen10', 'bench-large-' || g, '10.4.2', $3, true,
              $4::timestamptz - interval '900 days', $4, now()
         FROM generate_series(1, $2::int) g ORDER BY g RETURNING id`,
      [id, s.datalogs, Math.ceil(s.unitsPerDatalog / 50) * 50, newest],
    );
    const ids = datalogs.map((d) => d.id);
    await client.query(
      `INSERT INTO key_panels (property_id, datalog_id, position, hooks, scanned_at)
       SELECT $1, d, p, 50, $3::timestamptz - interval '900 days' FROM unnest($2::int[]) d CROSS JOIN generate_series(0, $4::int - 1) p`,
      [id, ids, newest, Math.ceil(s.unitsPerDatalog / 50)],
    );
    // Units "T01-001" … "T40-100": one tower per cabinet; tag 1001… and lettered hook 1001… per cabinet.
    await client.query(
      `INSERT INTO units (property_id, name, building)
       SELECT $1, 'T' || lpad(t::text, 2, '0') || '-' || lpad(u::text, 3, '0'), 'Tower ' || t
         FROM generate_series(1, $2::int) t CROSS JOIN generate_series(1, $3::int) u`,
      [id, s.datalogs, s.unitsPerDatalog],
    );
    await client.query(
      `INSERT INTO key_tags (property_id, datalog_id, unit_id, tag_number, hook_number)
       SELECT $1, d.id, un.id, (1000 + u)::text, 1000 + u
         FROM unnest($2::int[]) WITH ORDINALITY AS d(id, t)
         CROSS JOIN generate_series(1, $3::int) u
         JOIN units un ON un.property_id = $1 AND un.name = 'T' || lpad(d.t::text, 2, '0') || '-' || lpad(u::text, 3, '0')`,
      [id, ids, s.unitsPerDatalog],
    );
    await client.query(
      `INSERT INTO badges (property_id, badge_number, employee_name, active, start_date, updated_at)
       SELECT $1, (70000 + g)::text,
              ($3::text[])[1 + (g * 7) % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (g * 13) % cardinality($4::text[])] || ' ' || g,
              g % 20 <> 0, ($5::timestamptz - make_interval(days => 900 + g))::date, now()
         FROM generate_series(1, $2::int) g`,
      [id, s.employees, FIRST_NAMES, LAST_NAMES, newest],
    );
    await client.query(`CREATE TEMP TABLE large_tags ON COMMIT DROP AS
      SELECT k.datalog_id, (row_number() OVER (PARTITION BY k.datalog_id ORDER BY k.id) - 1)::int AS ord, u.name AS unit,
             k.tag_number, k.hook_number
        FROM key_tags k JOIN units u ON u.id = k.unit_id WHERE k.property_id = ${id}`);
    await client.query(`CREATE TEMP TABLE large_staff ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS ord, employee_name, badge_number
        FROM badges WHERE property_id = ${id} AND active`);
    await client.query('ALTER TABLE large_tags ADD PRIMARY KEY (datalog_id, ord)');
    await client.query('ALTER TABLE large_staff ADD PRIMARY KEY (ord)');
    await client.query('ANALYZE large_tags; ANALYZE large_staff');
    const staff = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM large_staff')).rows[0]!.n;
    // Ten cabinets a statement, so progress shows. Row k (1 = newest) of a cabinet: an even sequence takes a key out,
    // the odd one after it brings the same key back (they share the pair hash); 4 % are exceptions; over the last
    // three days one return in seven never happened, so keys are out as at a real community.
    for (let i = 0; i < ids.length; i += 10) {
      await client.query(
        `INSERT INTO datalog_transactions (property_id, datalog_id, sequence, employee_name, badge_number, property_unit_name,
           key_tag_number, encoded_hook_number, activity_code, exception_code, entered_work_order_number, time)
         SELECT $1, d, q.seq, b.employee_name, b.badge_number,
                CASE WHEN x.exc THEN NULL ELSE t.unit END,
                CASE WHEN x.exc THEN NULL ELSE t.tag_number END,
                CASE WHEN x.exc THEN NULL ELSE t.hook_number END,
                CASE WHEN x.exc THEN 99 WHEN q.seq % 2 = 1 THEN 3 ELSE 2 END,
                CASE WHEN x.exc THEN (ARRAY['W','W','T','C','O','D','N','Y'])[1 + (h.hr / 100) % 8] END,
                CASE WHEN NOT x.exc AND q.seq % 2 = 0 AND h.hp % 10 < 3 THEN (100000 + h.hp % 900000)::text END,
                $4::timestamptz - make_interval(mins => (k - 1) * $5::int, secs => h.hr % 600)
           FROM unnest($2::int[]) d
           CROSS JOIN generate_series(1, $3::int) k
           CROSS JOIN LATERAL (SELECT ${FIRST_SEQUENCE}::bigint + $3::int - k AS seq) q
           CROSS JOIN LATERAL (SELECT hashint8((q.seq / 2) * 7919 + d) & 2147483647 AS hp,
                                      hashint8(q.seq * 104729 + d) & 2147483647 AS hr) h
           CROSS JOIN LATERAL (SELECT h.hr % 100 < 4
                                   OR (q.seq % 2 = 1 AND k * $5::int < 3 * 1440 AND h.hp % 7 = 0) AS exc) x
           JOIN large_tags t ON t.datalog_id = d AND t.ord = (h.hp / 7) % ${s.unitsPerDatalog}
           JOIN large_staff b ON b.ord = h.hp % ${staff}`,
        [id, ids.slice(i, i + 10), s.rowsPerDatalog, newest, s.minutesApart],
      );
      log(
        `large property: ${Math.min(i + 10, ids.length) * s.rowsPerDatalog} / ${ids.length * s.rowsPerDatalog} transactions (${Math.round((performance.now() - started) / 1000)} s)`,
      );
    }
    // What follows from the history, by the rules ingestion applies: each key's state, each badge's last use, each
    // cabinet's resume point.
    await client.query(
      `INSERT INTO key_states (property_id, datalog_id, key_tag_number, is_out, since, employee_name, badge_number, property_unit_name,
         encoded_hook_number, activity_code, entered_work_order_number, sequence, transaction_id)
       SELECT DISTINCT ON (datalog_id, key_tag_number) property_id, datalog_id, key_tag_number, ${KEY_EFFECT_SQL.isOut}, time,
              employee_name, badge_number, property_unit_name, encoded_hook_number, activity_code, entered_work_order_number, sequence, id
         FROM datalog_transactions WHERE property_id = $1 AND ${KEY_EFFECT_SQL.moves}
        ORDER BY datalog_id, key_tag_number, sequence DESC`,
      [id],
    );
    await client.query(
      `UPDATE badges b SET last_used = x.last FROM (
         SELECT badge_number, max(time) AS last FROM datalog_transactions WHERE property_id = $1 GROUP BY badge_number
       ) x WHERE b.property_id = $1 AND b.badge_number = x.badge_number`,
      [id],
    );
    await client.query(`UPDATE datalogs SET last_sequence = ${FIRST_SEQUENCE} + $2::int - 1 WHERE property_id = $1`, [
      id,
      s.rowsPerDatalog,
    ]);
    await client.query('COMMIT');
    log(`large property written in ${Math.round((performance.now() - started) / 1000)} s`);
    return { id, created: true };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const db = createDatabase(process.env.DATABASE_URL!, 4);
  ensureLargeProperty(db.pool)
    .then(async ({ id, created }) => {
      console.log(created ? `wrote the large property (id ${id})` : `the large property exists (id ${id})`);
      await db.pool.query('VACUUM ANALYZE datalog_transactions');
    })
    .finally(() => db.close())
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
