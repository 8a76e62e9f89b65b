#!/usr/bin/env node
// `npm run bench`: grows a benchmark database to 10 million key transactions (once; later runs reuse it), then
// measures the report, ingestion and export paths side by side with their bare baselines and writes
// docs/bench/latest.json and docs/bench/latest.md. See docs/bench/README.md for what each figure means.
// Env: BENCH_PG_SERVER_URL (a PostgreSQL server to use instead of the embedded one in .data/postgres),
//      BENCH_TRANSACTIONS (default 10000000), BENCH_DURATION_SECONDS (per load test, default 10),
//      BENCH_CONNECTIONS (concurrent HTTP connections, default 16), BENCH_POOL_SIZE (default 10).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, StepError, log, printFailure, setLogPrefix } from './lib/proc.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import { databaseUrlFor, ensureDatabaseExists, migrateDatabase, seedDatabase } from './lib/db.mjs';
import { DATA_DIR, ensurePrisma } from './lib/env-defaults.mjs';

setLogPrefix('[bench]');
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000_000);

async function main() {
  if (!Number.isInteger(TRANSACTIONS) || TRANSACTIONS < 1)
    throw new StepError(
      'BENCH_TRANSACTIONS must be a positive whole number',
      'For example BENCH_TRANSACTIONS=1000000 npm run bench',
    );
  await ensurePrisma(log);
  let stop = async () => {};
  let serverUrl = process.env.BENCH_PG_SERVER_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'postgres'), log });
    serverUrl = pg.serverUrl;
    stop = pg.stop;
  }
  try {
    await ensureDatabaseExists(serverUrl, 'kc_bench');
    const url = databaseUrlFor(serverUrl, 'kc_bench');
    await migrateDatabase(url, { log });
    log(`growing kc_bench to ${TRANSACTIONS.toLocaleString('en-US')} transactions (first run only; takes minutes)`);
    await seedDatabase(url, { ifEmpty: true, transactions: TRANSACTIONS, log });
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', 'scripts/bench/measure.ts'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: url, BENCH_TRANSACTIONS: String(TRANSACTIONS) },
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new StepError(`the measurement failed (exit code ${code})`, 'See the output above.')),
      );
    });
  } finally {
    await stop();
  }
}

main().catch((err) => {
  printFailure(err);
  process.exit(1);
});
