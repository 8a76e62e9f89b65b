import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { databaseUrlFor, diffDatabase, dropDatabase, ensureDatabaseExists, migrateDatabase } from '../lib/db.mjs';

// The WebAssembly engine has no shadow-database drift check, so this test is the guard that the committed
// migrations build exactly what the schema in prisma/schema/ describes (decisions 0003 and 0026).
const serverUrl = process.env.TEST_PG_SERVER_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `kc_test_migrations_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = databaseUrlFor(serverUrl, dbName);
const quiet = () => undefined;

/** The rows of one statement on the migrated database, on a connection of its own. */
async function rowsOf(sql, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('prisma migrations', () => {
  beforeAll(async () => {
    await ensureDatabaseExists(serverUrl, dbName);
  });
  afterAll(async () => {
    await dropDatabase(serverUrl, dbName);
  });

  it('apply to an empty database and leave nothing to diff against the schema', async () => {
    const applied = await migrateDatabase(databaseUrl, { log: quiet });
    expect(applied.length).toBeGreaterThan(0);
    expect(await diffDatabase(databaseUrl)).toBe('');
  }, 60_000);

  it('are idempotent and recorded in _prisma_migrations', async () => {
    expect(await migrateDatabase(databaseUrl, { log: quiet })).toEqual([]);
    const rows = await rowsOf(
      'SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  }, 60_000);

  it("cover the overview's exception hours: the partial index holds each hour's total (decision 0085)", async () => {
    const rows = await rowsOf(
      `SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index
        WHERE indexrelid = 'datalog_transaction_hours_exceptions_idx'::regclass`,
    );
    expect(rows[0]?.def).toMatch(/\(property_id, hour, exception_code\) INCLUDE \(total\) WHERE/);
  }, 60_000);

  it('keep the statistics of the hierarchy tables current: any change makes autovacuum analyze them (decision 0082)', async () => {
    const rows = await rowsOf(
      `SELECT relname, reloptions FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relname = ANY($1::text[]) ORDER BY relname`,
      [['corporations', 'divisions', 'properties', 'regions']],
    );
    expect(rows.map((r) => r.relname)).toEqual(['corporations', 'divisions', 'properties', 'regions']);
    for (const r of rows) {
      expect(r.reloptions, r.relname).toEqual(
        expect.arrayContaining(['autovacuum_analyze_threshold=0', 'autovacuum_analyze_scale_factor=0']),
      );
    }
  }, 60_000);
});
