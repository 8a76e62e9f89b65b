#!/usr/bin/env node
// `npm run chaos`: the fault suite (issue 12, docs/reliability.md). It starts a portal of its own — an embedded
// PostgreSQL, a redis-server, the API, a separate worker and a loopback SMTP catcher (MailDev), all on free ports and
// in .data/chaos — and breaks it while it works:
//   a. kill -9 of the API during ingestion of 200 batches × 500 rows, restart, replay → exactly 100,000 rows;
//   b. PostgreSQL stopped and started under load → only 503s meanwhile, no 5xx after, no restart of the API;
//   c. Redis stopped → sign-in and reads keep working; e-mails queued meanwhile are delivered exactly once after;
//   d. the worker killed (-9) mid-delivery → each e-mail delivered exactly once.
// It prints a table and exits non-zero on any loss, duplicate or unexpected answer. Every wait is a bounded poll.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  StepError,
  bold,
  createShutdown,
  freePort,
  green,
  httpOk,
  log,
  printFailure,
  red,
  setLogPrefix,
  sleep,
  startChild,
  waitFor,
} from './lib/proc.mjs';
import { startEmbeddedPostgres, withDatabase } from './lib/postgres.mjs';
import { startRedisServer } from './lib/redis.mjs';
import { startMailCatcher } from './lib/mail.mjs';
import { ensureDatabaseExists, migrateDatabase, seedDatabase } from './lib/db.mjs';
import { DATA_DIR, demoLogins, ensurePrisma, randomSecret } from './lib/env-defaults.mjs';

setLogPrefix('[chaos]');
const WORK = path.join(DATA_DIR, 'chaos');
const LOGS = path.join(WORK, 'logs');
const BATCHES = 200;
const ROWS_PER_BATCH = 500;
const UNLIMITED = Object.fromEntries(
  ['SIGN_IN', 'ANONYMOUS', 'INGEST', 'EXPORT', 'SEARCH'].map((c) => [`RATE_LIMIT_${c}_PER_MINUTE`, '1000000']),
);

const stopper = createShutdown({ signalExitCode: 130, totalTimeoutMs: 90_000 });
const results = [];
const state = {};

main()
  .then(async () => {
    await stopper.shutdown(0);
    printTable();
    const failed = results.filter((r) => !r.pass);
    console.log(
      failed.length ? red(`${failed.length} scenario(s) failed`) : green(`all ${results.length} scenarios passed`),
    );
    process.exit(failed.length ? 1 : 0);
  })
  .catch(async (err) => {
    printFailure(err);
    await stopper.shutdown(1);
    printTable();
    process.exit(1);
  });

async function main() {
  log(`machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`);
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(LOGS, { recursive: true });
  await ensurePrisma(log);

  state.pgDir = path.join(WORK, 'pg');
  state.pg = await startEmbeddedPostgres({ dataDir: state.pgDir, preferredPort: 5441, log });
  stopper.add('PostgreSQL', () => state.pg.stop());
  await ensureDatabaseExists(state.pg.serverUrl, 'kc_chaos');
  state.dbUrl = withDatabase(state.pg.serverUrl, 'kc_chaos');
  await migrateDatabase(state.dbUrl, { log: () => {} });
  log('seeding the demo data …');
  await seedDatabase(state.dbUrl, { ifEmpty: true, log: () => {} });
  state.sql = new pg.Pool({ connectionString: state.dbUrl, max: 2 });
  state.sql.on('error', () => undefined);
  stopper.add('chaos SQL pool', () => state.sql.end());

  state.redis = await startRedisServer({ preferredPort: 6391, name: 'redis-server (chaos)' });
  if (!state.redis) throw new StepError('redis-server is not on PATH', 'Install Redis (apt install redis-server).');
  stopper.add('Redis', () => state.redis.stop());
  state.mail = await startMailCatcher({ smtpPort: 3987, webPort: 3988 });
  stopper.add('MailDev', () => state.mail.stop());

  state.port = await freePort(3986);
  state.base = `http://127.0.0.1:${state.port}`;
  state.jwtSecret = randomSecret();
  await startApi();
  await startWorker();

  const { password } = await demoLogins();
  state.password = password;
  state.admin = await token('superadmin@demo.test');

  await scenario('a. kill -9 of the API during ingestion', killApiDuringIngestion);
  await scenario('b. PostgreSQL stopped and started under load', postgresOutage);
  await scenario('c. Redis stopped: sign-in, reads, e-mails', redisOutage);
  await scenario('d. worker killed mid-delivery', killWorkerMidDelivery);
}

// --- The portal -------------------------------------------------------------------------------------------------

function env(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(state.port),
    PUBLIC_URL: state.base,
    DATABASE_URL: state.dbUrl,
    REDIS_URL: state.redis.url,
    SMTP_URL: state.mail.smtpUrl,
    JWT_SECRET: state.jwtSecret,
    LOG_LEVEL: 'warn',
    ...UNLIMITED,
    ...extra,
  };
}

function logTo(name) {
  const out = fs.createWriteStream(path.join(LOGS, `${name}.log`), { flags: 'a' });
  return (line) => out.write(`${line}\n`);
}

async function startApi() {
  state.api = startChild('API', process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    env: env({ WORKER: 'off' }),
    onLine: logTo('api'),
  });
  stopper.add('API', () => state.api.stop(10_000));
  await waitFor(() => httpOk(`${state.base}/api/health`), {
    timeoutMs: 90_000,
    what: 'the API to answer',
    child: state.api,
  });
}

async function startWorker() {
  state.worker = startChild('worker', process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    env: env(),
    onLine: logTo('worker'),
  });
  stopper.add('worker', () => state.worker.stop(10_000));
}

const alive = (handle) => handle.child.exitCode === null && handle.child.signalCode === null;

function kill9(handle) {
  handle.expectedExit = true;
  handle.child.kill('SIGKILL');
  return handle.exited;
}

/** One HTTP call; a connection that fails is status 0 (never a thrown error), so load loops keep count. */
async function call(method, url, { bearer, body, timeoutMs = 30_000 } = {}) {
  try {
    const res = await fetch(`${state.base}${url}`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json, headers: res.headers };
  } catch (err) {
    return { status: 0, json: null, error: err };
  }
}

async function token(email) {
  const res = await call('POST', '/api/auth/sign-in', { body: { email, password: state.password } });
  if (res.status !== 200) throw new StepError(`${email} could not sign in (${res.status})`);
  return res.json.accessToken;
}

async function query(text, values = []) {
  return (await state.sql.query(text, values)).rows;
}

/** Messages MailDev holds, by Message-ID (without angle brackets). */
async function inbox() {
  const res = await fetch(`${state.mail.apiUrl}/email`, { signal: AbortSignal.timeout(10_000) });
  const list = await res.json();
  const byId = new Map();
  for (const m of list) {
    const id = String(m.messageId ?? m.headers?.['message-id'] ?? '').replace(/^<|>$/g, '');
    byId.set(id, (byId.get(id) ?? 0) + 1);
  }
  return byId;
}

/** Waits until every outbox row named is marked sent, then counts each one's copies in the inbox. */
async function deliveries(ids, timeoutMs) {
  await waitFor(
    async () => {
      const rows = await query(
        'SELECT count(*)::int AS n FROM outbox_messages WHERE id = ANY($1) AND sent_at IS NULL',
        [ids],
      );
      return rows[0].n === 0;
    },
    { timeoutMs, intervalMs: 1000, what: `${ids.length} e-mails to be marked sent`, child: state.worker },
  );
  const box = await inbox();
  const copies = ids.map((id) => box.get(`${id}@outbox.keycontrol`) ?? 0);
  return {
    lost: copies.filter((n) => n === 0).length,
    duplicated: copies.filter((n) => n > 1).length,
    duplicatedIds: ids.filter((_, i) => copies[i] > 1),
    moreThanTwo: copies.filter((n) => n > 2).length,
    delivered: copies.filter((n) => n >= 1).length,
  };
}

async function scenario(name, fn) {
  log(bold(name));
  const started = performance.now();
  try {
    const r = await fn();
    results.push({ name, ...r, seconds: Math.round((performance.now() - started) / 1000) });
    log(`${r.pass ? green('pass') : red('FAIL')}: ${r.observed}`);
  } catch (err) {
    printFailure(err);
    results.push({
      name,
      requests: '-',
      expected: '-',
      observed: `error: ${err.message}`,
      fivexx: '-',
      lost: '-',
      duplicated: '-',
      pass: false,
      seconds: Math.round((performance.now() - started) / 1000),
    });
  }
}

function printTable() {
  if (!results.length) return;
  const head = ['scenario', 'requests', 'expected', 'observed', '5xx*', 'lost', 'duplicated', 'time', 'result'];
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    r.expected,
    r.observed,
    String(r.fivexx),
    String(r.lost),
    String(r.duplicated),
    `${r.seconds}s`,
    r.pass ? 'pass' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  console.log('* 5xx other than the 503s expected while PostgreSQL is down\n');
}

// --- a. kill -9 of the API during ingestion ----------------------------------------------------------------------

/** A device of its own (datalog `index` in id order): its credential, batches of rows after its last sequence. */
async function device(index, batchCount, rowsPerBatch) {
  const [datalog] = await query('SELECT id, last_sequence::bigint AS seq FROM datalogs ORDER BY id OFFSET $1 LIMIT 1', [
    index,
  ]);
  const issued = await call('POST', `/api/devices/datalogs/${datalog.id}/credentials`, {
    bearer: state.admin,
    body: { androidId: crypto.randomBytes(8).toString('hex') },
  });
  if (issued.status !== 201) throw new StepError(`could not issue a device credential (${issued.status})`);
  const first = Number(datalog.seq) + 1;
  const start = Date.now() - batchCount * rowsPerBatch * 1000;
  const batches = Array.from({ length: batchCount }, (_, b) =>
    Array.from({ length: rowsPerBatch }, (_, r) => {
      const n = b * rowsPerBatch + r;
      return {
        sequence: first + n,
        time: new Date(start + n * 1000).toISOString(),
        employeeName: 'Chaos Test',
        badgeNumber: 'C-1',
        activityCode: 1,
      };
    }),
  );
  const upload = (rows) => call('POST', '/api/devices/transactions', { bearer: issued.json.token, body: { rows } });
  /** Rows stored for this device's batches: total and distinct sequences. */
  const stored = async () => {
    const [count] = await query(
      `SELECT count(*)::int AS n, count(DISTINCT sequence)::int AS d FROM datalog_transactions
        WHERE datalog_id = $1 AND sequence BETWEEN $2 AND $3`,
      [datalog.id, first, first + batchCount * rowsPerBatch - 1],
    );
    return count;
  };
  return { batches, upload, stored };
}

async function killApiDuringIngestion() {
  const { batches, upload, stored } = await device(0, BATCHES, ROWS_PER_BATCH);

  let requests = 0;
  let fivexx = 0;
  const acknowledged = new Map();
  // Four uploads in flight at a time; the API is killed once a third of the batches are acknowledged.
  let next = 0;
  let killed = null;
  const killAt = Math.floor(BATCHES / 3);
  const sender = async () => {
    while (next < BATCHES) {
      const b = next++;
      const res = await upload(batches[b]);
      requests++;
      if (res.status >= 500) fivexx++;
      if (res.status === 200) acknowledged.set(b, res.json);
      if (!killed && acknowledged.size >= killAt) killed = kill9(state.api);
      if (killed) return;
    }
  };
  await Promise.all([sender(), sender(), sender(), sender()]);
  if (!killed) killed = kill9(state.api);
  await killed;
  const beforeReplay = acknowledged.size;
  log(`API killed with ${beforeReplay} of ${BATCHES} batches acknowledged; restarting and replaying every batch`);
  await startApi();
  // The device resends every batch (acknowledged or not): replays must answer as before and store nothing twice.
  let mismatched = 0;
  for (let b = 0; b < BATCHES; b++) {
    let res;
    await waitFor(
      async () => {
        res = await upload(batches[b]);
        requests++;
        if (res.status >= 500) fivexx++;
        return res.status === 200;
      },
      { timeoutMs: 60_000, intervalMs: 500, what: `batch ${b} to be accepted`, child: state.api },
    );
    const before = acknowledged.get(b);
    if (before && JSON.stringify(before) !== JSON.stringify(res.json)) mismatched++;
  }
  const count = await stored();
  const expected = BATCHES * ROWS_PER_BATCH;
  const lost = expected - count.d;
  const duplicated = count.n - count.d;
  return {
    requests,
    expected: `${expected} rows`,
    observed: `${count.n} rows (${beforeReplay} batches acknowledged before kill -9; ${mismatched} replay answers differ)`,
    fivexx,
    lost,
    duplicated,
    pass: lost === 0 && duplicated === 0 && fivexx === 0 && mismatched === 0,
  };
}

// --- b. PostgreSQL stopped and started under load ----------------------------------------------------------------

async function postgresOutage() {
  const manager = await token('manager@demo.test');
  const apiAndWorker = [state.api, state.worker];
  const answers = { before: [], outage: [], after: [] };
  let phase = 'before';
  let running = true;
  let badShape = 0; // 503s without Retry-After or without the one error shape's SERVICE_UNAVAILABLE code
  const check503 = (res) => {
    if (res.status === 503 && !(Number(res.headers.get('retry-after')) > 0 && res.json?.code === 'SERVICE_UNAVAILABLE'))
      badShape++;
  };
  // An answer belongs to the phase it started and ended in; one that spans a change counts as during the outage.
  const load = async (make) => {
    while (running) {
      const started = phase;
      const res = await make();
      check503(res);
      answers[started === phase ? started : 'outage'].push(res.status);
    }
  };
  // A device uploads batches throughout, as the app does: a batch answered 503 is sent again until it is accepted.
  const dev = await device(1, 1000, 50);
  const ingest = { accepted: 0, acceptedAfter: 0, retried: 0, other: [] };
  const ingestion = (async () => {
    for (const rows of dev.batches) {
      for (;;) {
        const started = phase;
        const res = await dev.upload(rows);
        check503(res);
        if (res.status === 200) break;
        if (res.status === 503) ingest.retried++;
        else ingest.other.push(`${started}:${res.status}`);
        if (!running) return;
        await sleep(100); // the device's own pause before it resends (a cabinet's retry interval, not a wait in the test)
      }
      ingest.accepted++;
      if (phase === 'after') ingest.acceptedAfter++;
      if (!running) return;
    }
  })();
  const loops = [
    load(() => call('GET', '/api/auth/me', { bearer: manager })),
    load(() => call('GET', '/api/properties?perPage=25', { bearer: state.admin })),
    load(() => call('GET', '/api/me/properties', { bearer: manager })),
    load(() => call('POST', '/api/auth/sign-in', { body: { email: 'tech@demo.test', password: state.password } })),
    ingestion,
  ];
  const seen = (p, n) => () => answers[p].length >= n;
  await waitFor(seen('before', 40), { timeoutMs: 60_000, intervalMs: 100, what: '40 answers before the outage' });
  phase = 'outage';
  log('stopping PostgreSQL under load …');
  await state.pg.stop();
  const mark = answers.outage.length;
  await waitFor(() => answers.outage.length >= mark + 40 && ingest.retried > 0, {
    timeoutMs: 60_000,
    intervalMs: 100,
    what: '40 answers and a refused device batch while PostgreSQL is down',
  });
  const ready = await call('GET', '/api/ready');
  log('starting PostgreSQL again …');
  const port = state.pg.port;
  state.pg = await startEmbeddedPostgres({ dataDir: state.pgDir, preferredPort: port, log });
  if (state.pg.port !== port) throw new StepError(`PostgreSQL came back on port ${state.pg.port}, not ${port}`);
  phase = 'after';
  await waitFor(() => answers.after.length >= 100 && ingest.acceptedAfter >= 5, {
    timeoutMs: 90_000,
    intervalMs: 100,
    what: '100 answers and 5 device batches after the outage',
  });
  const readyAfter = await call('GET', '/api/ready');
  // Same processes throughout: recovery needed no restart.
  const [api, worker] = apiAndWorker;
  const restarted = state.api !== api || state.worker !== worker || !alive(api) || !alive(worker);
  running = false;
  await Promise.all(loops);

  const rows = await dev.stored();
  const expectedRows = ingest.accepted * 50;
  const all = [...answers.before, ...answers.outage, ...answers.after];
  const unexpected5xx =
    all.filter((s) => s >= 500 && s !== 503).length + ingest.other.filter((s) => /:5/.test(s)).length;
  const outage503 = answers.outage.filter((s) => s === 503).length;
  const outageOther = answers.outage.filter((s) => s !== 503 && s !== 200).length;
  const bad = [...answers.before, ...answers.after].filter((s) => s !== 200);
  const count = (list, status) => list.filter((s) => s === status).length;
  const lost = expectedRows - rows.d;
  const duplicated = rows.n - rows.d;
  return {
    requests: all.length + ingest.accepted + ingest.retried + ingest.other.length,
    expected: `200, then 503 only, then 200; ${expectedRows} rows`,
    observed:
      `before ${count(answers.before, 200)}/${answers.before.length}×200; ` +
      `during ${outage503}×503, ${count(answers.outage, 200)}×200 (finished first), ${outageOther} other; ` +
      `after ${count(answers.after, 200)}/${answers.after.length}×200${bad.length ? ` (other: ${[...new Set(bad)].join(', ')})` : ''}; ` +
      `device: ${ingest.accepted} batches, ${ingest.retried}×503 retried${ingest.other.length ? `, other: ${ingest.other.join(' ')}` : ''}, ${rows.n} rows; ` +
      `503 without Retry-After/shape: ${badShape}; /api/ready during ${ready.status}, after ${readyAfter.status}; ` +
      `API or worker restarted: ${restarted ? 'yes' : 'no'}`,
    fivexx: unexpected5xx,
    lost,
    duplicated,
    pass:
      unexpected5xx === 0 &&
      outageOther === 0 &&
      bad.length === 0 &&
      outage503 > 0 &&
      badShape === 0 &&
      ingest.other.length === 0 &&
      lost === 0 &&
      duplicated === 0 &&
      ready.status === 503 &&
      readyAfter.status === 200 &&
      !restarted,
  };
}

// --- c. Redis stopped ---------------------------------------------------------------------------------------------

/**
 * `count` password-reset e-mails, each its own message: the first `selfService` asked for by the logins themselves
 * (POST /api/auth/forgot-password, one per login), the rest sent by an administrator to the logins in turn.
 */
async function resetEmails(count, selfService = 0) {
  const logins = await query(
    'SELECT id, email FROM site_logins WHERE NOT disabled AND deleted_at IS NULL AND password_hash IS NOT NULL ORDER BY id',
  );
  if (selfService > logins.length) throw new StepError(`only ${logins.length} logins to ask for a reset code`);
  const since = (await query('SELECT now() AS t'))[0].t;
  let requests = 0;
  let failed = 0;
  let fivexx = 0;
  for (let i = 0; i < count; i++) {
    const login = logins[i % logins.length];
    const res =
      i < selfService
        ? await call('POST', '/api/auth/forgot-password', { body: { email: login.email } })
        : await call('POST', `/api/email/password-reset/${login.id}`, { bearer: state.admin, body: {} });
    requests++;
    if (res.status !== (i < selfService ? 202 : 200)) failed++;
    if (res.status >= 500) fivexx++;
  }
  const ids = (await query('SELECT id FROM outbox_messages WHERE created_at >= $1 ORDER BY created_at', [since])).map(
    (r) => r.id,
  );
  return { ids, requests, failed, fivexx };
}

async function redisOutage() {
  const port = state.redis.port;
  log('stopping Redis …');
  await state.redis.stop();
  let requests = 0;
  let failed = 0;
  let fivexx = 0;
  for (let i = 0; i < 5; i++) {
    for (const res of [
      await call('POST', '/api/auth/sign-in', { body: { email: 'manager@demo.test', password: state.password } }),
      await call('GET', '/api/properties?perPage=25', { bearer: state.admin }),
    ]) {
      requests++;
      if (res.status !== 200) failed++;
      if (res.status >= 500) fivexx++;
    }
  }
  const queued = await resetEmails(10, 5);
  requests += queued.requests;
  failed += queued.failed;
  fivexx += queued.fivexx;
  log(`${queued.ids.length} e-mails queued while Redis is down; starting Redis again …`);
  state.redis = await startRedisServer({ preferredPort: port, name: 'redis-server (chaos)' });
  if (state.redis.port !== port) throw new StepError(`Redis came back on port ${state.redis.port}, not ${port}`);
  const mail = await deliveries(queued.ids, 120_000);
  return {
    requests,
    expected: `all 2xx; ${queued.ids.length} e-mails once each`,
    observed: `${requests - failed}/${requests}×2xx while Redis was down; ${mail.delivered}/${queued.ids.length} e-mails delivered`,
    fivexx,
    lost: mail.lost,
    duplicated: mail.duplicated,
    pass: failed === 0 && fivexx === 0 && queued.ids.length === 10 && mail.lost === 0 && mail.duplicated === 0,
  };
}

// --- d. worker killed mid-delivery --------------------------------------------------------------------------------

async function killWorkerMidDelivery() {
  const queued = await resetEmails(40);
  const box = () => inbox().then((b) => queued.ids.filter((id) => b.has(`${id}@outbox.keycontrol`)).length);
  await waitFor(async () => (await box()) > 0, {
    timeoutMs: 60_000,
    intervalMs: 50,
    what: 'the first e-mail of the batch to arrive',
    child: state.worker,
  });
  await kill9(state.worker);
  // Claimed and not marked sent: cut somewhere in delivery. Only these can have reached the relay unrecorded.
  const inFlight = (
    await query(
      `SELECT id FROM outbox_messages WHERE id = ANY($1) AND sent_at IS NULL AND attempts > 0 AND last_error IS NULL`,
      [queued.ids],
    )
  ).map((r) => r.id);
  const [left] = await query(
    'SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent FROM outbox_messages WHERE id = ANY($1)',
    [queued.ids],
  );
  log(
    `worker killed with ${queued.ids.length - left.unsent} of ${queued.ids.length} sent, ${inFlight.length} claimed and unfinished; restarting it`,
  );
  await startWorker();
  // A claimed message is leased for two minutes (deliver-outbox.ts) before another worker may take it.
  const mail = await deliveries(queued.ids, 240_000);
  // SMTP has no way to ask the relay whether it took a message: one accepted in the instant between the relay's
  // "250 OK" and the outbox's mark is sent again, with the same Message-ID (decision 0024, docs/reliability.md).
  // So a second copy is allowed only for a message that was in flight at the kill; anything more fails.
  const unexplained = mail.duplicatedIds.filter((id) => !inFlight.includes(id)).length + mail.moreThanTwo;
  return {
    requests: queued.requests,
    expected: `${queued.ids.length} e-mails; 2nd copy only if in flight at kill`,
    observed: `${mail.delivered}/${queued.ids.length} delivered (${queued.ids.length - left.unsent} before kill -9, ${inFlight.length} in flight; ${mail.duplicated} of those re-sent with the same Message-ID)`,
    fivexx: queued.fivexx,
    lost: mail.lost,
    duplicated: `${unexplained}${mail.duplicated ? ` (+${mail.duplicated} in doubt)` : ''}`,
    pass: queued.failed === 0 && queued.ids.length === 40 && mail.lost === 0 && unexplained === 0 && left.unsent > 0,
  };
}
