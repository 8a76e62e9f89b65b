#!/usr/bin/env node
// `npm run bench`: grows a benchmark database to 10 million key transactions (once; later runs reuse it), then
// measures the report, ingestion and export paths against their bare baselines in alternating rounds and prints
// the median ratios with their spread (decision 0029). The figures go to .data/bench/latest.{md,json}; only
// `--write` updates the tracked docs/bench/latest.{md,json}. See docs/bench/README.md for what each figure means.
// Flags: --rounds N (alternating rounds per comparison, default 5), --seconds S (per side and round, default 5),
//        --write, --help.
// Env: BENCH_PG_SERVER_URL (a PostgreSQL server to use instead of the embedded one in .data/postgres),
//      BENCH_DATABASE (default kc_bench), BENCH_TRANSACTIONS (default 10000000), BENCH_ROUNDS and
//      BENCH_DURATION_SECONDS (defaults for --rounds and --seconds), BENCH_CONNECTIONS (concurrent HTTP
//      connections, default 16), BENCH_POOL_SIZE (default 10), BENCH_INGEST_BATCHES (default 100, split over the rounds).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT, StepError, log, printFailure, setLogPrefix } from './lib/proc.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import { databaseUrlFor, ensureDatabaseExists, migrateDatabase, seedDatabase } from './lib/db.mjs';
import { DATA_DIR, ensurePrisma } from './lib/env-defaults.mjs';

setLogPrefix('[bench]');
const USAGE = `Usage: npm run bench -- [--rounds N] [--seconds S] [--write] [--only purchase-orders]
  --rounds N    alternating app/baseline rounds per comparison (default 5, the least allowed)
  --seconds S   load per side and round, in seconds (default 5)
  --write       also update the tracked docs/bench/latest.md and latest.json (otherwise .data/bench/ only)
  --only purchase-orders   only the purchase-order search and production-queue cases (purchase-orders.{md,json})`;

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '5' },
        seconds: { type: 'string', default: process.env.BENCH_DURATION_SECONDS ?? '5' },
        write: { type: 'boolean', default: false },
        only: { type: 'string', default: '' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    throw new StepError(err.message, USAGE);
  }
  const rounds = Number(parsed.rounds);
  const seconds = Number(parsed.seconds);
  if (!Number.isInteger(rounds) || rounds < 5)
    throw new StepError('--rounds must be a whole number of at least 5', USAGE);
  if (!(seconds > 0)) throw new StepError('--seconds must be a positive number', USAGE);
  if (parsed.only && parsed.only !== 'purchase-orders') throw new StepError('--only takes purchase-orders', USAGE);
  return { rounds, seconds, write: parsed.write, help: parsed.help, only: parsed.only };
}

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000_000);
const DATABASE = process.env.BENCH_DATABASE ?? 'kc_bench';
/** measure.ts exits with this when it ran but missed a target. */
const TARGETS_MISSED = 2;

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return;
  }
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
    await ensureDatabaseExists(serverUrl, DATABASE);
    const url = databaseUrlFor(serverUrl, DATABASE);
    await migrateDatabase(url, { log });
    log(`growing ${DATABASE} to ${TRANSACTIONS.toLocaleString('en-US')} transactions (first run only; takes minutes)`);
    await seedDatabase(url, { ifEmpty: true, transactions: TRANSACTIONS, log });
    await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', 'scripts/bench/measure.ts'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: url,
          BENCH_TRANSACTIONS: String(TRANSACTIONS),
          BENCH_ROUNDS: String(opts.rounds),
          BENCH_DURATION_SECONDS: String(opts.seconds),
          BENCH_WRITE: opts.write ? '1' : '0',
          BENCH_ONLY: opts.only,
        },
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(
              code === TARGETS_MISSED
                ? new StepError('the measurement ran, and missed a target', 'See the report above.')
                : new StepError(`the measurement failed (exit code ${code})`, 'See the output above.'),
            ),
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
