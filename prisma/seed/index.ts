// Demo seed: node --import tsx prisma/seed/index.ts (normally through `npm run db:seed`, see scripts/lib/db.mjs).
// SEED_MODE=full writes the demo data area by area (plan.ts; SEED_RESET=1 empties every table first);
// SEED_MODE=grow only grows the transaction history. SEED_TRANSACTIONS=N grows datalog_transactions to N rows
// after either.
import type pg from 'pg';
import { createDatabase } from '@kc/services/db/client';
import { hashPassword } from '@kc/services/auth/password';
import { runSeedPlan } from '@kc/services/fixtures/seed-plan';
import { DEMO_PASSWORD } from './demo-logins.ts';
import { seedPlan, type SeedOutputs } from './plan.ts';
import { growTransactions } from './transactions.ts';

const SEED = 20_260_401;

/** Reference data a migration inserts (nothing seeds it again): kept when the demo data is emptied. */
const MIGRATION_REFERENCE_TABLES = ['_prisma_migrations', 'service_request_types'];

async function emptyAllTables(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1)`,
    [MIGRATION_REFERENCE_TABLES],
  );
  if (rows.length) await pool.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const mode = process.env.SEED_MODE ?? 'full';
  const target = Number(process.env.SEED_TRANSACTIONS ?? 0);
  const db = createDatabase(url, 6);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
  try {
    if (mode === 'full') {
      if (process.env.SEED_RESET === '1') await emptyAllTables(db.pool);
      const passwordHash = hashPassword(DEMO_PASSWORD);
      try {
        await runSeedPlan<SeedOutputs>(seedPlan({ db, now: new Date(), passwordHash, seed: SEED }), (area, summary) =>
          console.log(`seeded ${area}: ${summary} (${elapsed()})`),
        );
      } catch (err) {
        // Never leave half a seed behind: the next run would take it for a seeded database.
        await passwordHash.catch(() => undefined);
        await emptyAllTables(db.pool).catch(() => undefined);
        throw err;
      }
    }
    if (target > 0) await growTransactions(db.pool, target);
    await db.pool.query('ANALYZE');
    console.log(`seed done in ${elapsed()}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
