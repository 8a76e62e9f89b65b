#!/usr/bin/env node
// `npm run bench`: seeds a benchmark database, adds the worst-case property and grows the history to 1 and 10 million
// key transactions (50 million with --scale 50m), measuring every report at each step (once; later runs reuse it), then
// measures the report, ingestion and export paths against their bare baselines in alternating rounds and prints
// the median ratios with their spread (decision 0029). The figures go to .data/bench/latest.{md,json}; only
// `--write` updates the tracked docs/bench/latest.{md,json}. See docs/bench/README.md for what each figure means.
// Flags: --rounds N (alternating rounds per comparison, default 5), --seconds S (per side and round, default 5),
//        --scale 1m|10m|50m, --only purchase-orders|reports|processes|ingestion|growth|growth-rounds, --write, --help.
// Env: BENCH_PG_SERVER_URL (a PostgreSQL server to use instead of the embedded one in .data/postgres),
//      BENCH_REDIS_URL (a Redis server for the API's shared state instead of a redis-server started from PATH),
//      BENCH_DATABASE (default kc_bench), BENCH_ROUNDS and BENCH_DURATION_SECONDS (defaults for --rounds and
//      --seconds), BENCH_CONNECTIONS (concurrent HTTP connections, default 16), BENCH_POOL_SIZE (default 10),
//      BENCH_INGEST_BATCHES (default 100, split over the rounds), BENCH_GROWTH_SECONDS (default 2),
//      BENCH_EXPORT_CONNECTIONS (default 2).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT, StepError, log, printFailure, setLogPrefix } from './lib/proc.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import { REDIS_HINT, checkRedis, startRedisServer } from './lib/redis.mjs';
import { databaseUrlFor, ensureDatabaseExists, migrateDatabase, seedDatabase } from './lib/db.mjs';
import { DATA_DIR, ensurePrisma } from './lib/env-defaults.mjs';

setLogPrefix('[bench]');
const USAGE = `Usage: npm run bench -- [--rounds N] [--seconds S] [--scale 1m|10m|50m] [--write] [--only purchase-orders|reports|processes|ingestion|growth|growth-rounds]
  --rounds N    alternating app/baseline rounds per comparison (default 5, the least allowed)
  --seconds S   load per side and round, in seconds (default 5)
  --scale 50m   grow the history on to 50 million transactions for the third growth column (about 15 GB more;
                check the disk first); the default 10m stops at 10 million, 1m at the first step
  --write       also update the tracked docs/bench/latest.md and latest.json (otherwise .data/bench/ only)
  --only purchase-orders   only the purchase-order search and production-queue cases (purchase-orders.{md,json})
  --only reports           only the report cases of both properties and the growth columns (reports.{md,json})
  --only processes         only the 30-day report and its Excel export with 1 and with 2 API processes (processes.{md,json})
  --only ingestion         only the device uploads against raw COPY, and their replay (ingestion.{md,json})
  --only growth            only the growth column of the step the database stands at, after growing to it (growth.{md,json})
  --only growth-rounds     the growth in alternating rounds over the databases of each step: kc_bench_1m, kc_bench_10m and
                           kc_bench (BENCH_GROWTH_DATABASES), built with --scale 1m, 10m and 50m (growth-rounds.{md,json})`;

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '5' },
        seconds: { type: 'string', default: process.env.BENCH_DURATION_SECONDS ?? '5' },
        write: { type: 'boolean', default: false },
        only: { type: 'string', default: '' },
        scale: { type: 'string', default: '10m' },
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
  if (
    parsed.only &&
    !['purchase-orders', 'reports', 'processes', 'ingestion', 'growth', 'growth-rounds'].includes(parsed.only)
  )
    throw new StepError('--only takes purchase-orders, reports, processes, ingestion, growth or growth-rounds', USAGE);
  if (!['1m', '10m', '50m'].includes(parsed.scale)) throw new StepError('--scale takes 1m, 10m or 50m', USAGE);
  return { rounds, seconds, write: parsed.write, help: parsed.help, only: parsed.only, scale: parsed.scale };
}

const DATABASE = process.env.BENCH_DATABASE ?? 'kc_bench';
/** measure.ts exits with this when it ran but missed a target. */
const TARGETS_MISSED = 2;

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  await ensurePrisma(log);
  let stop = async () => {};
  let serverUrl = process.env.BENCH_PG_SERVER_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'postgres'), log });
    serverUrl = pg.serverUrl;
    stop = pg.stop;
  }
  try {
    // The API runs as in production, with Redis: every signed-in request reads the identity version shared by the
    // API processes there (decision 0069), and more than one process refuses to start without it.
    let redisUrl = process.env.BENCH_REDIS_URL;
    if (redisUrl) await checkRedis(redisUrl, 'BENCH_REDIS_URL');
    else {
      const redis = await startRedisServer({ preferredPort: 6390, name: 'bench redis-server' });
      if (!redis) throw new StepError('The benchmark needs Redis, as the API in production does.', REDIS_HINT);
      redisUrl = redis.url;
      const stopPostgres = stop;
      stop = async () => {
        await redis.stop();
        await stopPostgres();
      };
    }
    if (opts.only === 'growth-rounds') {
      // The databases at each step exist already (built with --scale 1m, 10m and 50m, decision 0076).
      await runChild(['--import', 'tsx', 'scripts/bench/growth-rounds.ts', ...(opts.write ? ['--write'] : [])], {
        BENCH_PG_SERVER_URL: serverUrl,
        BENCH_GROWTH_DATABASES: process.env.BENCH_GROWTH_DATABASES ?? `${DATABASE}_1m,${DATABASE}_10m,${DATABASE}`,
        BENCH_REDIS_URL: redisUrl,
        BENCH_ROUNDS: String(opts.rounds),
      });
      return;
    }
    await ensureDatabaseExists(serverUrl, DATABASE);
    const url = databaseUrlFor(serverUrl, DATABASE);
    await migrateDatabase(url, { log });
    // The demo seed only; measure.ts adds the worst-case property and grows the history step by step.
    await seedDatabase(url, { ifEmpty: true, log });
    await runChild(['--import', 'tsx', '--expose-gc', 'scripts/bench/measure.ts'], {
      DATABASE_URL: url,
      BENCH_SCALE: opts.scale,
      BENCH_ROUNDS: String(opts.rounds),
      BENCH_DURATION_SECONDS: String(opts.seconds),
      BENCH_WRITE: opts.write ? '1' : '0',
      BENCH_ONLY: opts.only,
      BENCH_REDIS_URL: redisUrl,
    });
  } finally {
    await stop();
  }
}

/** Runs a measurement in a child Node process; its exit code TARGETS_MISSED means it ran and missed a target. */
function runChild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
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
}

main().catch((err) => {
  printFailure(err);
  process.exit(1);
});
