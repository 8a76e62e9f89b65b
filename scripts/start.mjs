#!/usr/bin/env node
// `npm start`: builds what is stale, starts PostgreSQL, Redis and a mail catcher
// unless their *_URL is set, migrates and seeds, then serves web + API (+ worker).
// Flags: --raw-logs prints the API's JSON log lines unchanged (also LOG_FORMAT=json).
// CLUSTER=N (or WEB_CONCURRENCY=N) serves from N API processes sharing the port; WORKERS=M runs the background jobs in
// M worker processes instead of inside the API (decision 0069).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT,
  StepError,
  bold,
  createShutdown,
  cyan,
  dim,
  green,
  httpOk,
  isPortFree,
  log,
  printFailure,
  red,
  setLogPrefix,
  startChild,
  waitFor,
  warn,
  yellow,
} from './lib/proc.mjs';
import { checkPostgres, redact, startEmbeddedPostgres, withDatabase } from './lib/postgres.mjs';
import { REDIS_HINT, checkRedis, startRedisServer } from './lib/redis.mjs';
import { startMailCatcher } from './lib/mail.mjs';
import {
  DATA_DIR,
  WEB_DIST,
  demoLogins,
  ensurePrisma,
  ensureWebBuilt,
  jwtSecret,
  loadDotEnv,
} from './lib/env-defaults.mjs';

setLogPrefix('[start]');
const rawLogs = process.argv.includes('--raw-logs') || process.env.LOG_FORMAT === 'json';
const stopper = createShutdown({ doneMessage: 'Stopped.' });

main().catch(async (err) => {
  printFailure(err);
  await stopper.shutdown(1);
  process.exit(1);
});

async function main() {
  loadDotEnv();
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '0.0.0.0';
  if (!(await isPortFree(port, host))) {
    throw new StepError(
      `Port ${port} is already in use`,
      `Stop whatever listens on ${port}, or choose another port: PORT=${port + 1} npm start`,
    );
  }
  await ensurePrisma(log);
  // Wait for every step even when one fails, so a failure never cuts a seed short.
  const steps = await Promise.allSettled([startDatabase(), startRedis(), startMail(), ensureWebBuilt(log)]);
  const failed = steps.filter((s) => s.status === 'rejected');
  for (const f of failed.slice(1)) printFailure(f.reason);
  if (failed.length) throw failed[0].reason;
  const [database, redis, mail] = steps.map((s) => s.value);

  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    DATABASE_URL: database.url,
    SMTP_URL: mail.smtpUrl,
    JWT_SECRET: jwtSecret(),
    WEB_DIST: process.env.WEB_DIST || WEB_DIST,
    NODE_ENV: process.env.NODE_ENV || 'development',
    LOG_LEVEL: process.env.LOG_LEVEL || 'info',
    PUBLIC_URL: publicUrl,
  };
  // What the API reads from the same settings (apps/api/src/env.ts, apiProcesses): CLUSTER, else WEB_CONCURRENCY, else 1.
  const apiProcesses = Number(env.CLUSTER || env.WEB_CONCURRENCY || 1);
  if (redis.url) env.REDIS_URL = redis.url;
  else {
    delete env.REDIS_URL;
    env.WORKER = 'off';
    // Several API processes share the identity version and the rate limits in Redis (the API refuses to start
    // more than one without it): without Redis, one.
    if (apiProcesses > 1)
      warn(`${env.CLUSTER ? 'CLUSTER' : 'WEB_CONCURRENCY'}=${apiProcesses} ignored: several API processes need Redis.`);
    env.CLUSTER = '1';
  }
  const workers = workerCount(redis.url);
  if (workers > 0) env.WORKER = 'off';

  const api = startChild('API', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env,
    onLine: rawLogs ? (line) => console.log(line) : prettyLine,
    keepLines: 30,
  });
  stopper.add('API', () => api.stop(12_000));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(() => httpOk(`${base}/api/health`), {
    timeoutMs: 90_000,
    what: `the API to answer ${base}/api/health`,
    child: api,
    hint: 'Read the API output above; a configuration error names the variable to fix.',
  });
  api.exited.then(({ code, signal }) => {
    if (stopper.stopping) return;
    printFailure(
      new StepError(
        `The API stopped unexpectedly (${signal ?? `exit code ${code}`})`,
        'Read its log above, fix the cause and run `npm start` again.',
      ),
    );
    stopper.shutdown(1).then(() => process.exit(1));
  });
  for (let i = 1; i <= workers; i++) startWorker(i, env);
  await banner({ publicUrl, database, redis, mail, workers, processes: redis.url ? apiProcesses : 1 });
}

/** WORKERS=M: how many stand-alone worker processes to run (0 = the API runs the jobs itself). */
function workerCount(redisUrl) {
  const raw = process.env.WORKERS;
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 64) {
    throw new StepError(`WORKERS=${raw} is not a number of processes`, 'Use WORKERS=0 to 64, e.g. WORKERS=2 npm start');
  }
  if (n > 0 && !redisUrl) warn(`WORKERS=${n} ignored: background jobs need Redis.`);
  return redisUrl ? n : 0;
}

function startWorker(i, env) {
  const name = `worker ${i}`;
  const worker = startChild(name, process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    env,
    onLine: rawLogs ? (line) => console.log(line) : prettyLine,
    keepLines: 30,
  });
  stopper.add(name, () => worker.stop(12_000));
  worker.exited.then(({ code, signal }) => {
    if (stopper.stopping) return;
    printFailure(
      new StepError(
        `Background ${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`,
        'Read its log above, fix the cause and run `npm start` again.',
      ),
    );
    stopper.shutdown(1).then(() => process.exit(1));
  });
}

async function startDatabase() {
  const { migrateDatabase, seedDatabase, ensureDatabaseExists } = await import(
    pathToFileURL(path.join(ROOT, 'scripts/lib/db.mjs')).href
  );
  let url = process.env.DATABASE_URL;
  let label;
  if (url) {
    await checkPostgres(url);
    label = `DATABASE_URL (${redact(url)})`;
  } else {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(DATA_DIR, 'postgres'), preferredPort: 5433, log });
    stopper.add('PostgreSQL', pg.stop);
    await ensureDatabaseExists(pg.serverUrl, 'keycontrol');
    url = withDatabase(pg.serverUrl, 'keycontrol');
    label = `embedded, 127.0.0.1:${pg.port}, data in .data/postgres`;
  }
  log(`PostgreSQL: ${label}`);
  try {
    await migrateDatabase(url, { log: (m) => log(`Migrations: ${m}`) });
  } catch (err) {
    throw new StepError(
      `Applying migrations failed: ${err.message}`,
      'Fix the migration named above (prisma/migrations), then run `npm start` again; `npm run db:migrate` shows the same error.',
    );
  }
  try {
    const seeded = await seedDatabase(url, { ifEmpty: true, log: (m) => log(`Seed: ${m}`) });
    if (seeded) log('Seed: demo data written');
  } catch (err) {
    throw new StepError(
      `Seeding demo data failed: ${err.message}`,
      'Read the seed output above; `npm run db:seed` reruns it.',
    );
  }
  return { url, label };
}

async function startRedis() {
  if (process.env.REDIS_URL) {
    await checkRedis(process.env.REDIS_URL);
    log('Redis: REDIS_URL');
    return { url: process.env.REDIS_URL, label: 'REDIS_URL' };
  }
  const redis = await startRedisServer({ preferredPort: 6380, dataDir: path.join(DATA_DIR, 'redis') });
  if (!redis) {
    warn(`Background jobs (e-mail delivery) are OFF: no REDIS_URL and no redis-server on PATH — ${REDIS_HINT}.`);
    return { url: null, label: 'off (no Redis)' };
  }
  stopper.add('Redis', redis.stop);
  redis.handle.exited.then(({ code, signal }) => {
    if (!stopper.stopping && !redis.handle.expectedExit)
      warn(`redis-server stopped (${signal ?? `exit code ${code}`}); background jobs are failing.`);
  });
  log(`Redis: redis-server on 127.0.0.1:${redis.port}, data in .data/redis`);
  return { url: redis.url, label: `redis-server on 127.0.0.1:${redis.port}` };
}

async function startMail() {
  if (process.env.SMTP_URL) {
    log('Mail: SMTP_URL');
    return { smtpUrl: process.env.SMTP_URL, inboxUrl: null };
  }
  const mail = await startMailCatcher({ mailDir: path.join(DATA_DIR, 'mail') });
  stopper.add('MailDev', mail.stop);
  mail.handle.exited.then(() => {
    if (!stopper.stopping && !mail.handle.expectedExit)
      warn('The mail catcher (MailDev) stopped; e-mails cannot be delivered.');
  });
  log(`Mail: MailDev, SMTP ${mail.smtpUrl}, inbox ${mail.inboxUrl}`);
  return mail;
}

async function banner({ publicUrl, database, redis, mail, workers, processes }) {
  const { logins, password } = await demoLogins();
  const row = (label, value) => `  ${dim(label.padEnd(12))}${value}`;
  const width = Math.max(...logins.map((l) => l.email.length)) + 2;
  const lines = [
    '',
    bold(green('  Key Control Portal is running')),
    row('Portal', cyan(publicUrl)),
    row('API docs', cyan(`${publicUrl}/api/docs`)),
    row(
      'Mail inbox',
      mail.inboxUrl ? cyan(mail.inboxUrl) : `SMTP_URL (${mail.smtpUrl.replace(/\/\/[^@]*@/, '//***@')})`,
    ),
    row('Database', database.label),
    row('API', `${processes} process(es)`),
    row(
      'Jobs',
      redis.url
        ? `on (${redis.label}; ${workers ? `${workers} worker process(es)` : 'in the API'})`
        : yellow(redis.label),
    ),
    '',
    `  ${bold('Demo logins')} — password ${bold(password)}`,
    ...loginRows(logins, width),
    '',
    dim('  Ctrl-C stops everything.'),
    '',
  ];
  console.log(lines.join('\n'));
}

function loginRows(logins, width) {
  const line = (l) => `    ${l.email.padEnd(width)}${dim(`role ${l.roleId ?? '?'}`.padEnd(10))}${l.name ?? ''}`;
  const pools = [...new Set(logins.map((l) => l.pool).filter(Boolean))];
  if (!pools.length) return logins.map(line);
  return pools.flatMap((pool) => [`   ${dim(pool)}`, ...logins.filter((l) => l.pool === pool).map(line)]);
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const SKIP_KEYS = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'v',
]);
const pending = new Map();

/** One short human line per API log record; requests shown as "GET /url → 200 12 ms". */
function prettyLine(line) {
  let rec;
  try {
    rec = JSON.parse(line);
  } catch {
    if (line.trim()) console.log(`${dim('[api]')} ${line}`);
    return;
  }
  if (!rec || typeof rec !== 'object') return console.log(`${dim('[api]')} ${line}`);
  // start.mjs already said so in its own words.
  if (rec.event === 'worker.off') return;
  const level = LEVELS[rec.level] ?? String(rec.level ?? 'info');
  if (rec.msg === 'incoming request' && rec.req) {
    pending.set(rec.reqId, `${rec.req.method} ${rec.req.url}`);
    if (pending.size > 1000) pending.delete(pending.keys().next().value);
    return;
  }
  const time = new Date(rec.time ?? Date.now()).toTimeString().slice(0, 8);
  const tag =
    level === 'error' || level === 'fatal' ? red(level.toUpperCase()) : level === 'warn' ? yellow('WARN') : dim(level);
  if (rec.msg === 'request completed') {
    const what = pending.get(rec.reqId) ?? '';
    pending.delete(rec.reqId);
    const status = rec.res?.statusCode ?? 0;
    const quiet = /^\S+ \/api\/(health|ready)\b/.test(what) || (!/^\S+ \/api\//.test(what) && status < 400);
    if (quiet && status < 500) return;
    const paint = status >= 500 ? red : status >= 400 ? yellow : (s) => s;
    console.log(`${dim(time)} ${tag} ${what} → ${paint(status)} ${dim(`${Math.round(rec.responseTime ?? 0)} ms`)}`);
    return;
  }
  const extra = Object.entries(rec)
    .filter(([k, v]) => !SKIP_KEYS.has(k) && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`${dim(time)} ${tag} ${rec.msg ?? ''}${extra ? ` ${dim(extra)}` : ''}`);
  if (rec.err)
    console.log(
      dim(
        String(rec.err.stack ?? rec.err.message ?? JSON.stringify(rec.err))
          .split('\n')
          .slice(0, 8)
          .join('\n'),
      ),
    );
}
