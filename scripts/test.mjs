#!/usr/bin/env node
// `npm test`: type check and lint, every test (vitest unit + web + integration, then Playwright end to
// end against a running API), the time each stage took, then one closing line "N passed, N failed, N skipped".
// Flags: --unit (unit + web tests only, no services), --no-e2e, --e2e (end to end only), --fuzz (only the API fuzz
// suite, apps/api/test/fuzz.test.ts; `npm run fuzz`), --long (with --fuzz: every case and 10,000+ requests).
// Uses DATABASE_URL / REDIS_URL / CHROMIUM_PATH when set, else embedded or installed defaults. On a given
// PostgreSQL it works in throwaway databases kc_test_<pid>_*; on a given Redis it claims empty logical databases
// (one per integration worker, one for the end-to-end API) and empties them at the end (decision 0027).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT,
  StepError,
  createShutdown,
  freePort,
  httpOk,
  isExecutable,
  log,
  printFailure,
  runToEnd,
  setLogPrefix,
  startChild,
  waitFor,
  warn,
} from './lib/proc.mjs';
import { checkPostgres, startEmbeddedPostgres, withDatabase } from './lib/postgres.mjs';
import { REDIS_HINT, checkRedis, claimRedisDatabases, startRedisServer } from './lib/redis.mjs';
import { integrationWorkers } from './test/workers.mjs';
import { startMailCatcher } from './lib/mail.mjs';
import { CHROMIUM_CANDIDATES } from './lib/chromium.mjs';
import { DATA_DIR, WEB_DIST, ensurePrisma, ensureWebBuilt, randomSecret } from './lib/env-defaults.mjs';

setLogPrefix('[test]');
const argv = new Set(process.argv.slice(2));
const unknown = [...argv].filter((a) => !['--unit', '--no-e2e', '--e2e', '--fuzz', '--long'].includes(a));
if (unknown.length || (argv.has('--long') && !argv.has('--fuzz'))) {
  console.error(
    `Unknown option(s): ${unknown.join(' ') || '--long without --fuzz'}. Known: --unit, --no-e2e, --e2e, --fuzz [--long]`,
  );
  process.exit(2);
}
const fuzzOnly = argv.has('--fuzz');
const runVitest = !argv.has('--e2e');
const vitestProjects = argv.has('--unit') ? ['unit', 'web'] : fuzzOnly ? ['integration'] : null;
/** Test files to run (all when empty). */
const vitestFiles = fuzzOnly ? ['apps/api/test/fuzz.test.ts'] : [];
if (fuzzOnly && argv.has('--long')) process.env.FUZZ_LONG = '1';
let runE2e = !argv.has('--unit') && !argv.has('--no-e2e') && !fuzzOnly;

const RESULTS = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(RESULTS, 'playwright.json');
const POLYFILLS = path.join(ROOT, 'scripts', 'node20-polyfills.mjs');
const nodeArgs = fs.existsSync(POLYFILLS) ? ['--import', pathToFileURL(POLYFILLS).href] : [];

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const workers = integrationWorkers();
/** Wall-clock time of each stage, printed before the closing line. */
const stageTimes = [];
const stopper = createShutdown({ signalExitCode: 130, totalTimeoutMs: 60_000 });

/** Runs one stage and notes how long it took (stages may overlap: types and lint run while services start). */
async function timed(stage, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const took = formatDuration(performance.now() - started);
    stageTimes.push(`${stage} ${took}`);
    log(`${stage}: ${took}`);
  }
}

function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

/** A phase that could not run counts as one failure, with its reason listed at the end. */
function phaseFailed(phase, err) {
  printFailure(err);
  problems.push(err.message.startsWith(phase) ? err.message : `${phase}: ${err.message}`);
  totals.failed += 1;
}

main()
  .catch((err) => phaseFailed('test run', err))
  .finally(async () => {
    await stopper.shutdown(0);
    for (const p of problems) console.log(`[test] ✗ ${p}`);
    if (stageTimes.length) console.log(`[test] time per stage: ${stageTimes.join(', ')}`);
    console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
    process.exit(totals.failed === 0 && problems.length === 0 ? 0 : 1);
  });

async function main() {
  fs.mkdirSync(RESULTS, { recursive: true });
  await ensurePrisma(log);

  // Check for Chromium first: no point starting services for a phase that cannot run.
  let chromium = null;
  if (runE2e) {
    try {
      chromium = chromiumPath();
    } catch (err) {
      phaseFailed('end-to-end tests', err);
      runE2e = false;
    }
  }
  // Types are checked while the services start and the Vitest suites run: the server runs TypeScript through tsx,
  // which does not check them. The browser tests' build follows, then lint (all CPU-bound; one at a time keeps each
  // fast on a small machine). The integration suites spend much of their time waiting on PostgreSQL, Redis and the
  // worker's schedules, so the checks fill that time instead of adding theirs before it (the whole run must stay under
  // CI's 15 minutes). Playwright, CPU-bound too, starts once the suites and the build are done; a lint still running
  // then takes the core the suites leave free (decision 0079).
  const checks = runVitest && !vitestProjects;
  const typedAndBuilt = checks
    ? timed('typecheck', typecheckPhase)
        // A failed build is reported by the e2e phase's own try.
        .then(() => (runE2e ? ensureWebBuilt(log).catch(() => undefined) : undefined))
    : Promise.resolve();
  const linted = checks ? typedAndBuilt.then(() => timed('lint', lintPhase)) : Promise.resolve();
  let services = null;
  if (runE2e || (runVitest && (!vitestProjects || vitestProjects.includes('integration')))) {
    try {
      services = await timed('services start', startServices);
    } catch (err) {
      phaseFailed('services', err);
    }
  }
  if (runVitest) {
    if (services || vitestProjects) await timed('vitest', () => vitestPhase(services, vitestProjects));
    else {
      warn('Integration tests need PostgreSQL and Redis: running unit and web tests only.');
      await timed('vitest', () => vitestPhase(null, ['unit', 'web']));
      phaseFailed(
        'integration tests',
        new StepError('integration tests not run: PostgreSQL or Redis did not start (see above)'),
      );
    }
  }
  await typedAndBuilt;
  if (runE2e) {
    if (services) await timed('playwright', () => e2ePhase(services, chromium));
    else
      phaseFailed(
        'end-to-end tests',
        new StepError('end-to-end tests not run: PostgreSQL or Redis did not start (see above)'),
      );
  }
  await linted;
}

/** `npm run typecheck` (every workspace, then the end-to-end specs); counts as one check in the summary. */
async function typecheckPhase() {
  log('Type-checking every workspace and the end-to-end specs');
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', '--silent', 'typecheck']]
    : ['npm', ['run', '--silent', 'typecheck']];
  const run = await runToEnd('typecheck', command, args, {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
    timeoutMs: 10 * 60_000,
  });
  if (run.code === 0) {
    totals.passed += 1;
    log('Types: no errors');
    return;
  }
  console.log(run.output);
  phaseFailed('typecheck', new StepError(run.timedOut ? 'stopped after 10 minutes' : 'type errors (see above)'));
}

/** `npm run lint` (one ESLint process over the whole repository, then Prettier); one check in the summary. */
async function lintPhase() {
  log('Linting (ESLint, import boundaries, Prettier)');
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', '--silent', 'lint']]
    : ['npm', ['run', '--silent', 'lint']];
  const run = await runToEnd('lint', command, args, {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
    timeoutMs: 10 * 60_000,
  });
  if (run.code === 0) {
    totals.passed += 1;
    log('Lint: no errors');
    return;
  }
  console.log(run.output);
  phaseFailed('lint', new StepError(run.timedOut ? 'stopped after 10 minutes' : 'lint errors (see above)'));
}

async function startServices() {
  const { migrateDatabase, seedDatabase, ensureDatabaseExists, dropDatabasesWithPrefix } = await import(
    pathToFileURL(path.join(ROOT, 'scripts/lib/db.mjs')).href
  );
  const [pgServer, redisUrl] = await allOrFirstError([startPostgres(dropDatabasesWithPrefix), startRedis()]);
  const names = { int: `kc_test_${process.pid}_int`, e2e: `kc_test_${process.pid}_e2e` };
  const integration = runVitest && (!vitestProjects || vitestProjects.includes('integration'));
  const wanted = [...(integration ? ['int'] : []), ...(runE2e ? ['e2e'] : [])];
  // Redis: one logical database per integration worker and one for the end-to-end API, emptied at the end.
  const redis = await claimRedisDatabases(redisUrl, (wanted.includes('int') ? workers : 0) + (runE2e ? 1 : 0));
  stopper.add('test Redis databases', redis.release);
  const redisUrls = { e2e: runE2e ? redis.urls[0] : null, int: redis.urls.slice(runE2e ? 1 : 0) };
  log(`Redis databases of this run: ${redis.urls.map((u) => new URL(u).pathname.slice(1)).join(', ')}`);
  const urls = {};
  for (const key of wanted) {
    await ensureDatabaseExists(pgServer.adminUrl, names[key]);
    pgServer.created.push(names[key]);
    urls[key] = withDatabase(pgServer.adminUrl, names[key]);
    await migrateDatabase(urls[key], { log: (m) => log(`${key} database: ${m}`) });
  }
  log(`Seeding ${wanted.map((k) => names[k]).join(' and ')} …`);
  await allOrFirstError(wanted.map((key) => seedDatabase(urls[key], { ifEmpty: true, log: () => {} })));
  return { pgServer, urls, redisUrls };
}

/** Like Promise.all, but settles every step first so nothing is still starting while we clean up. */
async function allOrFirstError(promises) {
  const results = await Promise.allSettled(promises);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => r.value);
}

async function startPostgres(dropDatabasesWithPrefix) {
  if (process.env.DATABASE_URL) {
    await checkPostgres(process.env.DATABASE_URL);
    const server = { adminUrl: process.env.DATABASE_URL, created: [] };
    log('PostgreSQL: the server of DATABASE_URL (throwaway databases kc_test_*)');
    stopper.add('test databases', async () => {
      // The run's databases and the integration workers' copies of them (kc_test_<pid>_int_w<n>).
      await dropDatabasesWithPrefix(server.adminUrl, `kc_test_${process.pid}_`).catch((e) =>
        warn(`could not drop the test databases: ${e.message}`),
      );
    });
    return server;
  }
  removeStaleTestClusters();
  const dataDir = path.join(DATA_DIR, `test-postgres-${process.pid}`);
  stopper.add('test PostgreSQL data', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const pg = await startEmbeddedPostgres({ dataDir, preferredPort: 0, fast: true });
  stopper.add('test PostgreSQL', pg.stop);
  log(`PostgreSQL: embedded, 127.0.0.1:${pg.port} (throwaway)`);
  return { adminUrl: pg.serverUrl, created: [] };
}

/** Clusters left by test runs that were killed hard: stop their server if it still runs, delete the folder. */
function removeStaleTestClusters() {
  let entries;
  try {
    entries = fs.readdirSync(DATA_DIR).filter((d) => /^test-postgres-\d+$/.test(d));
  } catch {
    return;
  }
  for (const dir of entries) {
    const ownerPid = Number(dir.split('-').pop());
    if (isRunning(ownerPid)) continue;
    const full = path.join(DATA_DIR, dir);
    try {
      const pgPid = Number(fs.readFileSync(path.join(full, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const cmd = fs.readFileSync(`/proc/${pgPid}/cmdline`, 'utf8');
      if (cmd.includes(full)) process.kill(pgPid, 'SIGQUIT');
    } catch {
      // no server running
    }
    fs.rmSync(full, { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

async function startRedis() {
  if (process.env.REDIS_URL) {
    await checkRedis(process.env.REDIS_URL);
    log('Redis: REDIS_URL');
    return process.env.REDIS_URL;
  }
  const redis = await startRedisServer({ preferredPort: 0, name: 'redis-server (test)' });
  if (!redis) throw new StepError('Tests need Redis: no REDIS_URL and no redis-server on PATH', `${REDIS_HINT}.`);
  stopper.add('test Redis', redis.stop);
  log(`Redis: redis-server on 127.0.0.1:${redis.port} (throwaway)`);
  return redis.url;
}

async function vitestPhase(services, projects) {
  fs.rmSync(VITEST_JSON, { force: true });
  const env = { ...process.env, NODE_ENV: 'test', JWT_SECRET: randomSecret(), TEST_WORKERS: String(workers) };
  if (services) {
    // The seeded database is the template of each worker's copy (scripts/test/integration-global-setup.mjs).
    const url = services.urls.int;
    Object.assign(env, {
      DATABASE_URL: url,
      TEST_DATABASE_URL: url,
      TEST_PG_SERVER_URL: withDatabase(services.pgServer.adminUrl, 'postgres'),
      REDIS_URL: services.redisUrls.int[0],
      TEST_REDIS_URLS: services.redisUrls.int.join(','),
    });
  }
  const args = [
    ...nodeArgs,
    path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    path.join(ROOT, 'vitest.config.ts'),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
    '--passWithNoTests',
    ...(projects ?? []).flatMap((p) => ['--project', p]),
    ...vitestFiles,
  ];
  log(`Vitest${projects ? ` (${projects.join(', ')})` : ''} …`);
  const run = await runToEnd('vitest', process.execPath, args, { env, timeoutMs: 20 * 60_000, inherit: true });
  const counts = readVitestJson();
  if (counts) add(counts);
  if (run.timedOut) phaseFailed('vitest', new StepError('stopped after 20 minutes'));
  else if (!counts)
    phaseFailed(
      'vitest',
      new StepError(`no results (${run.error?.message ?? `exit code ${run.code}`}); see its output above`),
    );
  else if (run.code !== 0 && counts.failed === 0)
    phaseFailed('vitest', new StepError(`exited with code ${run.code} (errors outside tests, see above)`));
}

function readVitestJson() {
  try {
    const r = JSON.parse(fs.readFileSync(VITEST_JSON, 'utf8'));
    let failed = r.numFailedTests ?? 0;
    const failedNames = [];
    for (const file of r.testResults ?? []) {
      const where = path.relative(ROOT, file.name ?? '');
      const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of tests) failedNames.push(`vitest: ${where} › ${a.fullName ?? a.title}`);
      // A file that fails to load has no failed tests inside; count it once.
      if (file.status === 'failed' && tests.length === 0) {
        failed += 1;
        failedNames.push(`vitest: ${where} (did not load)`);
      }
    }
    return {
      passed: r.numPassedTests ?? 0,
      failed,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
      failedNames,
    };
  } catch {
    return null;
  }
}

/** Adds a stage's counts; its failed tests are named again with the problems at the end (CI shows the tail). */
function add({ passed, failed, skipped, failedNames }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  problems.push(...failedNames);
}

function chromiumPath() {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  const found = candidates.find(isExecutable);
  if (found) return found;
  throw new StepError(
    `No Chromium found (${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not executable` : 'looked for /usr/bin/chromium'})`,
    '`apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chrome/Chromium binary.',
  );
}

async function e2ePhase(services, chromium) {
  try {
    await ensureWebBuilt(log);
  } catch (err) {
    return phaseFailed('end-to-end tests', err);
  }
  let api;
  let mail;
  let base;
  try {
    mail = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    stopper.add('test MailDev', mail.stop);
    const port = await freePort(0);
    base = `http://127.0.0.1:${port}`;
    const logFile = path.join(RESULTS, 'api-e2e.log');
    const out = fs.createWriteStream(logFile);
    api = startChild('API (e2e)', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: services.urls.e2e,
        REDIS_URL: services.redisUrls.e2e,
        SMTP_URL: mail.smtpUrl,
        JWT_SECRET: randomSecret(),
        WORKER: 'on',
        WEB_DIST,
        LOG_LEVEL: 'info',
        // Every end-to-end test signs in from 127.0.0.1: lift the limits (as apps/api/src/env.ts UNLIMITED_RATES).
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
        RATE_LIMIT_EXPORT_PER_MINUTE: '1000000',
        RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
      },
      onLine: (line) => out.write(`${line}\n`),
    });
    stopper.add('API (e2e)', async () => {
      await api.stop(12_000);
      out.end();
    });
    log(`API for end-to-end tests on ${base} (log: test-results/api-e2e.log)`);
    await waitFor(() => httpOk(`${base}/api/health`), {
      timeoutMs: 90_000,
      what: `the API to answer ${base}/api/health`,
      child: api,
      hint: 'Read test-results/api-e2e.log.',
    });
  } catch (err) {
    return phaseFailed('end-to-end tests', err);
  }

  fs.rmSync(PLAYWRIGHT_JSON, { force: true });
  const args = [
    path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--config',
    path.join(ROOT, 'playwright.config.ts'),
    '--pass-with-no-tests',
    // By hand, a part of the suite: E2E_ARGS="e2e/every-route.spec.ts --project phone" npm test -- --e2e
    ...(process.env.E2E_ARGS ?? '').split(/\s+/).filter(Boolean),
  ];
  log('Playwright …');
  const run = await runToEnd('playwright', process.execPath, args, {
    env: {
      ...process.env,
      E2E_BASE_URL: base,
      CHROMIUM_PATH: chromium,
      E2E_MAIL_API_URL: mail.apiUrl,
      E2E_DATABASE_URL: services.urls.e2e,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
    timeoutMs: 25 * 60_000,
    inherit: true,
  });
  const counts = readPlaywrightJson();
  if (counts) add(counts);
  if (run.timedOut) phaseFailed('playwright', new StepError('stopped after 25 minutes'));
  else if (!counts)
    phaseFailed(
      'playwright',
      new StepError(`no results (${run.error?.message ?? `exit code ${run.code}`}); see its output above`),
    );
  else if (run.code !== 0 && counts.failed === 0)
    phaseFailed('playwright', new StepError(`exited with code ${run.code} (errors outside tests, see above)`));
}

function readPlaywrightJson() {
  try {
    const r = JSON.parse(fs.readFileSync(PLAYWRIGHT_JSON, 'utf8'));
    const s = r.stats ?? {};
    const failedNames = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected')
            failedNames.push(`playwright: [${t.projectName}] ${spec.file} › ${spec.title}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
    return {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: (s.unexpected ?? 0) + (r.errors?.length ?? 0),
      skipped: s.skipped ?? 0,
      failedNames,
    };
  } catch {
    return null;
  }
}
