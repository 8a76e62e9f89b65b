// The measurements of `npm run bench` (started by scripts/bench.mjs with DATABASE_URL pointing at the grown database).
// Everything runs in this one process on the same machine, side by side: the real app (Fastify + auth + scope + zod)
// and a bare Fastify + pg endpoint running the identical SQL with the same pool size; the app's ingestion endpoint
// and a raw COPY of the same rows; the app's Excel export with this process's memory sampled.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createDatabase } from '@kc/services/db/client';
import { syncReferenceData } from '@kc/services/access/sync-reference-data';
import { runPaged } from '@kc/services/reports/sql';
import { reportSql } from '@kc/services/reports/reports';
import type { ReportCriteria, ReportRequest } from '@kc/domain/reports';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv } from '../../apps/api/src/env.ts';
import { load, ms, peakRssGrowth, type LoadResult } from './load.ts';

const POOL = Number(process.env.BENCH_POOL_SIZE ?? 10);
const SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const INGEST_BATCHES = Number(process.env.BENCH_INGEST_BATCHES ?? 100);
const BATCH = 1000;
const EXPORT_ROWS = 100_000;
const DEMO_PASSWORD = 'DemoPass!2026';
const NO_CRITERIA: ReportCriteria = {
  from: null,
  to: null,
  units: [],
  employees: [],
  activities: [],
  exceptionCodes: [],
};

const url = process.env.DATABASE_URL!;
const log = (m: string) => console.log(`[bench] ${m}`);

async function main() {
  const db = createDatabase(url, POOL);
  await syncReferenceData(db);
  log('VACUUM ANALYZE (index-only scans need a current visibility map)');
  await db.pool.query('VACUUM ANALYZE datalog_transactions');
  await db.pool.query('VACUUM ANALYZE key_states');
  const total = Number(
    (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM datalog_transactions')).rows[0]!.n,
  );

  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(POOL),
    WORKER: 'off',
  });
  const app = await buildApp({ env, db, redis: null, logger: false });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const barePool = new pg.Pool({ connectionString: url, max: POOL });
  const bare = Fastify({ logger: false });
  // The bare baseline: no auth, no scope, no validation or response schema; the identical statements on the same pool size.
  bare.post<{
    Params: { propertyId: string; kind: ReportRequest['kind'] };
    Body: { criteria?: Partial<ReportCriteria> };
  }>('/:propertyId/:kind', async (req) =>
    runPaged(
      barePool,
      reportSql(Number(req.params.propertyId), {
        kind: req.params.kind,
        page: 1,
        criteria: { ...NO_CRITERIA, ...req.body?.criteria },
      }),
    ),
  );
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // The demo property manager's first property, through the real sign-in, scope and serialization.
  const auth = await signIn(appUrl, 'manager@demo.test');
  adminHeaders = await signIn(appUrl, 'superadmin@demo.test');
  const mine = (await (await fetch(`${appUrl}/api/me/properties`, { headers: auth })).json()) as {
    id: number;
    name: string;
  }[];
  const property = mine[0];
  if (!property) throw new Error('the demo manager reaches no property in kc_bench');
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  const range = JSON.stringify({ criteria: { from: from.toISOString(), to: to.toISOString() } });
  const inRange = Number(
    (
      await db.pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM datalog_transactions WHERE property_id = $1 AND time BETWEEN $2 AND $3',
        [property.id, from, to],
      )
    ).rows[0]!.n,
  );
  const propertyTotal = Number(
    (
      await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM datalog_transactions WHERE property_id = $1', [
        property.id,
      ])
    ).rows[0]!.n,
  );
  log(
    `${total.toLocaleString('en-US')} transactions; ${property.name}: ${propertyTotal.toLocaleString('en-US')} in all, ${inRange.toLocaleString('en-US')} in the last 30 days`,
  );

  const pair = async (name: string, kind: ReportRequest['kind'], body: string) => {
    const appTarget = {
      url: `${appUrl}/api/reports/${property.id}/${kind}`,
      headers: { ...auth, 'content-type': 'application/json' },
    };
    const bareTarget = { url: `${bareUrl}/${property.id}/${kind}`, headers: { 'content-type': 'application/json' } };
    const run = (t: typeof appTarget, seconds: number) =>
      load(t.url, { seconds, connections: CONNECTIONS, headers: t.headers, method: 'POST', body });
    // Warm both (plans, pools, JIT) before measuring.
    await run(appTarget, 2);
    await run(bareTarget, 2);
    log(`${name}: app …`);
    const a = await run(appTarget, SECONDS);
    log(`${name}: bare …`);
    const b = await run(bareTarget, SECONDS);
    if (a.non2xx || a.errors) throw new Error(`${name}: the app answered ${a.non2xx} non-2xx and ${a.errors} errors`);
    if (b.non2xx || b.errors)
      throw new Error(`${name}: the bare endpoint answered ${b.non2xx} non-2xx and ${b.errors} errors`);
    return { app: a, bare: b, throughputRatio: a.rps / b.rps };
  };
  const keysOut = await pair('keys-out', 'keys-out', '{}');
  const transactions = await pair('30-day transactions', 'transaction', range);

  const ingestion = await measureIngestion(appUrl, auth, db.pool, property.id);
  const exported = await measureExport(appUrl, db.pool);

  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    settings: {
      poolSize: POOL,
      connections: CONNECTIONS,
      seconds: SECONDS,
      transactions: total,
      property: property.name,
      propertyTransactions: propertyTotal,
      last30Days: inRange,
    },
    keysOut: summarizePair(keysOut),
    transactions30Days: summarizePair(transactions),
    ingestion,
    export: exported,
    targets: {
      keysOutP95: keysOut.app.p95 <= 50,
      keysOutThroughput: keysOut.throughputRatio >= 0.7,
      transactionsP95: transactions.app.p95 <= 50,
      transactionsThroughput: transactions.throughputRatio >= 0.7,
      ingestionRatio: ingestion.ratio >= 0.5,
      replayAddsNothing: ingestion.replayAdded === 0,
      exportMemory: exported.completed && exported.peakGrowthMB <= 200,
    },
  };
  const out = path.resolve('docs/bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(out, 'latest.md'), table(result));
  console.log(JSON.stringify(result, null, 2));
  console.log(table(result));

  await app.close();
  await bare.close();
  await barePool.end();
  await db.close();
  const failed = Object.entries(result.targets)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  if (failed.length) {
    console.error(`[bench] targets missed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

function summarizePair(p: { app: LoadResult; bare: LoadResult; throughputRatio: number }) {
  const s = (r: LoadResult) => ({
    rps: Math.round(r.rps),
    p50: ms(r.p50),
    p95: ms(r.p95),
    p99: ms(r.p99),
    requests: r.requests,
  });
  return { app: s(p.app), bare: s(p.bare), throughputRatio: ms(p.throughputRatio) };
}

/** Device batches of 1,000 rows through the real endpoint, the same rows by COPY into a second datalog, then a full replay. */
async function measureIngestion(appUrl: string, auth: Record<string, string>, pool: pg.Pool, propertyId: number) {
  const {
    rows: [d1, d2],
  } = await pool.query<{ id: number }>(
    `INSERT INTO datalogs (property_id, datalog_number, datalog_type, updated_at)
     SELECT $1, (SELECT coalesce(max(datalog_number), 0) FROM datalogs) + g, 'gen10', now() FROM generate_series(1, 2) g RETURNING id`,
    [propertyId],
  );
  const issue = await fetch(`${appUrl}/api/devices/datalogs/${d1!.id}/credentials`, {
    method: 'POST',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ androidId: randomBytes(8).toString('hex') }),
  });
  const { token } = (await issue.json()) as { token: string };
  if (!token) throw new Error(`could not issue a device credential (${issue.status})`);
  const device = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // Long before any report window, and removed again at the end, so reruns measure the same database.
  const start = Date.UTC(2001, 0, 1);
  const batches = Array.from({ length: INGEST_BATCHES }, (_, b) =>
    Array.from({ length: BATCH }, (_, i) => {
      const n = b * BATCH + i + 1;
      const out = n % 2 === 1;
      const tag = String(1000 + (Math.floor(n / 2) % 400));
      return {
        sequence: n,
        time: new Date(start + n * 1000).toISOString(),
        employeeName: `Bench Employee ${n % 17}`,
        badgeNumber: String(20_000 + (n % 17)),
        unitName: `B-${Math.floor(n / 2) % 400}`,
        keyTagNumber: tag,
        encodedHookNumber: 1001 + (Math.floor(n / 2) % 400),
        activityCode: out ? 2 : 3,
        exceptionCode: n % 53 === 0 ? 'W' : null,
        workOrderNumber: out && n % 7 === 0 ? `WO-${n}` : null,
      };
    }),
  );
  const bodies = batches.map((rows) => JSON.stringify({ rows }));
  const count = async (id: number) =>
    Number(
      (await pool.query<{ n: string }>('SELECT count(*) AS n FROM datalog_transactions WHERE datalog_id = $1', [id]))
        .rows[0]!.n,
    );

  log(`ingestion: ${INGEST_BATCHES} batches of ${BATCH} rows through the API …`);
  let t = performance.now();
  for (const body of bodies) {
    const res = await fetch(`${appUrl}/api/devices/transactions`, { method: 'POST', headers: device, body });
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  const apiSeconds = (performance.now() - t) / 1000;
  const stored = await count(d1!.id);

  log('ingestion: the same rows by raw COPY …');
  t = performance.now();
  for (const rows of batches) {
    const client = await pool.connect();
    try {
      const copy = client.query(
        copyFrom(
          `COPY datalog_transactions (property_id, datalog_id, sequence, employee_name, badge_number, property_unit_name, key_tag_number,
          encoded_hook_number, activity_code, exception_code, entered_work_order_number, time) FROM STDIN`,
        ),
      );
      const esc = (v: string | number | null) =>
        v === null ? '\\N' : String(v).replace(/[\\\t\n]/g, (c) => (c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\\\'));
      const text =
        rows
          .map((r) =>
            [
              propertyId,
              d2!.id,
              r.sequence,
              r.employeeName,
              r.badgeNumber,
              r.unitName,
              r.keyTagNumber,
              r.encodedHookNumber,
              r.activityCode,
              r.exceptionCode,
              r.workOrderNumber,
              r.time,
            ]
              .map(esc)
              .join('\t'),
          )
          .join('\n') + '\n';
      await pipeline(Readable.from([text]), copy);
    } finally {
      client.release();
    }
  }
  const copySeconds = (performance.now() - t) / 1000;

  log('ingestion: replaying every batch …');
  for (const body of bodies) {
    const res = await fetch(`${appUrl}/api/devices/transactions`, { method: 'POST', headers: device, body });
    if (!res.ok) throw new Error(`replay failed: ${res.status}`);
    await res.arrayBuffer();
  }
  const afterReplay = await count(d1!.id);
  await removeDatalogs(pool, [d1!.id, d2!.id]);
  const rows = INGEST_BATCHES * BATCH;
  const apiRate = rows / apiSeconds;
  const copyRate = rows / copySeconds;
  return {
    batches: INGEST_BATCHES,
    batchRows: BATCH,
    rowsStored: stored,
    apiRowsPerSecond: Math.round(apiRate),
    copyRowsPerSecond: Math.round(copyRate),
    ratio: ms(apiRate / copyRate),
    replayAdded: afterReplay - stored,
  };
}

let adminHeaders: Record<string, string> = {};

async function removeDatalogs(pool: pg.Pool, ids: number[]) {
  for (const table of ['key_states', 'datalog_transactions', 'device_uploads', 'device_credentials']) {
    await pool.query(`DELETE FROM ${table} WHERE datalog_id = ANY($1::int[])`, [ids]);
  }
  await pool.query('DELETE FROM datalogs WHERE id = ANY($1::int[])', [ids]);
}

/** The Excel export of a 100,000-row report, streamed by the app in this process while its memory is sampled. */
async function measureExport(appUrl: string, pool: pg.Pool) {
  // The property with the most history; the range starts at its 100,000th newest row, so the report holds exactly that many.
  const {
    rows: [p],
  } = await pool.query<{ property_id: number }>(
    'SELECT property_id FROM datalog_transactions GROUP BY property_id ORDER BY count(*) DESC LIMIT 1',
  );
  const {
    rows: [edge],
  } = await pool.query<{ time: Date }>(
    'SELECT time FROM datalog_transactions WHERE property_id = $1 ORDER BY time DESC OFFSET $2 LIMIT 1',
    [p!.property_id, EXPORT_ROWS - 1],
  );
  const criteria = { from: edge!.time.toISOString(), to: new Date().toISOString() };
  const {
    rows: [c],
  } = await pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM datalog_transactions WHERE property_id = $1 AND time >= $2 AND time <= $3',
    [p!.property_id, criteria.from, criteria.to],
  );
  const rows = Number(c!.n);
  log(`export: ${rows.toLocaleString('en-US')} rows of property ${p!.property_id} …`);
  const { value, peakGrowthBytes, baselineBytes } = await peakRssGrowth(async () => {
    const res = await fetch(`${appUrl}/api/reports/${p!.property_id}/transaction/export`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ criteria }),
    });
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    return bytes;
  });
  return {
    rows,
    completed: value > 0 && rows >= EXPORT_ROWS,
    fileBytes: value,
    baselineRssMB: Math.round(baselineBytes / 2 ** 20),
    peakGrowthMB: Math.round(peakGrowthBytes / 2 ** 20),
  };
}

async function signIn(appUrl: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${appUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await res.json()) as { accessToken?: string };
  if (!accessToken)
    throw new Error(`sign-in of ${email} failed (${res.status}): is kc_bench seeded with the demo logins?`);
  return { authorization: `Bearer ${accessToken}` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function table(r: any): string {
  const yes = (b: boolean) => (b ? 'met' : '**missed**');
  return [
    `# Benchmark ${r.date.slice(0, 10)}`,
    '',
    `${r.settings.transactions.toLocaleString('en-US')} transactions; property ${r.settings.property} (${r.settings.propertyTransactions.toLocaleString('en-US')} rows, ${r.settings.last30Days.toLocaleString('en-US')} in the last 30 days); pool ${r.settings.poolSize}, ${r.settings.connections} connections, ${r.settings.seconds} s per run; ${r.machine.cpus} CPUs, Node ${r.machine.node}.`,
    '',
    '| Measure | App | Baseline | Ratio | Target | |',
    '|---|---|---|---|---|---|',
    `| Keys out: p95 latency | ${r.keysOut.app.p95} ms | ${r.keysOut.bare.p95} ms | | ≤ 50 ms | ${yes(r.targets.keysOutP95)} |`,
    `| Keys out: throughput | ${r.keysOut.app.rps} req/s | ${r.keysOut.bare.rps} req/s (bare Fastify + pg) | ${r.keysOut.throughputRatio} | ≥ 0.7 | ${yes(r.targets.keysOutThroughput)} |`,
    `| 30-day transactions: p95 latency | ${r.transactions30Days.app.p95} ms | ${r.transactions30Days.bare.p95} ms | | ≤ 50 ms | ${yes(r.targets.transactionsP95)} |`,
    `| 30-day transactions: throughput | ${r.transactions30Days.app.rps} req/s | ${r.transactions30Days.bare.rps} req/s (bare Fastify + pg) | ${r.transactions30Days.throughputRatio} | ≥ 0.7 | ${yes(r.targets.transactionsThroughput)} |`,
    `| Ingestion, 1,000-row batches | ${r.ingestion.apiRowsPerSecond} rows/s | ${r.ingestion.copyRowsPerSecond} rows/s (raw COPY) | ${r.ingestion.ratio} | ≥ 0.5 | ${yes(r.targets.ingestionRatio)} |`,
    `| Full replay of every batch | ${r.ingestion.replayAdded} rows added | | | 0 | ${yes(r.targets.replayAddsNothing)} |`,
    `| Excel export of ${r.export.rows.toLocaleString('en-US')} rows: peak memory growth | ${r.export.peakGrowthMB} MB (${Math.round(r.export.fileBytes / 1024)} KB file) | | | ≤ 200 MB | ${yes(r.targets.exportMemory)} |`,
    '',
  ].join('\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
