// Throughput of the API with 1 and with 2 processes (issue 17 item 3): two real API servers started as `npm start`
// starts them (apps/api/src/main.ts; CLUSTER=1 and CLUSTER=2, decision 0069), both against the benchmark database,
// loaded in alternating rounds (one process, two processes, one, two, …) with the same report request.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WaitTimeoutError, freePort, waitFor } from '@kc/services/fixtures/wait';
import { UNLIMITED_RATES } from '../../apps/api/src/env.ts';
import { load, ms, type LoadResult } from './load.ts';
import { spread, type Spread } from './stats.ts';

export interface ProcessScaling {
  request: string;
  connections: number;
  poolPerProcess: number;
  /** `busy`: the share of the machine's CPU time in use during the runs (all cores, 1 = every core busy). */
  one: { rps: Spread; p95: Spread; busy: Spread };
  two: { rps: Spread; p95: Spread; busy: Spread };
  /** Requests per second with two processes ÷ with one, per round. */
  ratio: Spread;
}

export const PROCESS_RATIO_TARGET = 1.6;

/** Busy and total CPU time of the whole machine so far (all cores), from /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the idle time.
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

interface Server {
  url: string;
  child: ChildProcess;
}

/** The pid in one /api/health answer, over a fresh connection; null while the API is not up. */
function healthPid(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? ((JSON.parse(body) as { pid?: number }).pid ?? null) : null);
        } catch {
          resolve(null);
        }
      });
    });
    req.on('error', () => resolve(null));
    req.setTimeout(5000, () => req.destroy());
  });
}

async function startApi(root: string, env: Record<string, string>, processes: number): Promise<Server> {
  const port = await freePort();
  // No Redis (no worker, nothing to invalidate during a read-only load) and no metrics port: the report path alone.
  const { REDIS_URL: _redis, METRICS_PORT: _metrics, WEB_CONCURRENCY: _concurrency, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...inherited, ...env, CLUSTER: String(processes), HOST: '127.0.0.1', PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready when every process has answered: /api/health carries the pid of the process that answered. Each probe opens
  // a connection of its own (node:cluster hands out connections, not requests).
  const pids = new Set<number>();
  await waitFor(
    async () => {
      const pid = await healthPid(port);
      if (pid) pids.add(pid);
      return pids.size >= processes;
    },
    {
      timeoutMs: 120_000,
      intervalMs: 200,
      what: `answers from ${processes} processes`,
      stopIf: () =>
        child.exitCode === null ? undefined : new Error(`the API (CLUSTER=${processes}) exited with ${child.exitCode}`),
    },
  ).catch((err: unknown) => {
    child.kill('SIGTERM');
    throw err instanceof WaitTimeoutError
      ? new Error(`the API (CLUSTER=${processes}) did not answer from ${processes} processes within two minutes`)
      : err;
  });
  return { url, child };
}

async function stopApi(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = once(s.child, 'exit');
  s.child.kill('SIGTERM');
  await exited;
}

export async function measureProcesses(opts: {
  root: string;
  databaseUrl: string;
  jwtSecret: string;
  poolSize: number;
  rounds: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Path under the API and JSON body of the report request, and who asks it. */
  path: string;
  body: string;
  signIn: (url: string) => Promise<Record<string, string>>;
  log: (m: string) => void;
}): Promise<ProcessScaling> {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: opts.jwtSecret,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(opts.poolSize),
    WORKER: 'off',
    ...UNLIMITED_RATES,
  };
  opts.log('processes: starting the API with CLUSTER=1 and with CLUSTER=2 …');
  const one = await startApi(opts.root, env, 1);
  let two: Server | null = null;
  try {
    two = await startApi(opts.root, env, 2);
    const run = async (s: Server, headers: Record<string, string>, seconds: number, side: string) => {
      const before = cpuTimes();
      const r = await load(`${s.url}${opts.path}`, {
        seconds,
        connections: opts.connections,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: opts.body,
      });
      const after = cpuTimes();
      if (r.non2xx || r.errors)
        throw new Error(`processes: ${side} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
      return { ...r, busy: (after.busy - before.busy) / Math.max(1, after.total - before.total) };
    };
    const h1 = await opts.signIn(one.url);
    const h2 = await opts.signIn(two.url);
    await run(one, h1, opts.warmupSeconds, 'one process');
    // Two warm-ups, so both processes of the cluster have compiled the route.
    await run(two, h2, opts.warmupSeconds * 2, 'two processes');
    const rounds: { one: LoadResult & { busy: number }; two: LoadResult & { busy: number } }[] = [];
    for (let i = 1; i <= opts.rounds; i++) {
      const a = await run(one, h1, opts.seconds, 'one process');
      const b = await run(two, h2, opts.seconds, 'two processes');
      rounds.push({ one: a, two: b });
      opts.log(
        `processes round ${i}/${opts.rounds}: 1 process ${Math.round(a.rps)} req/s (CPU ${Math.round(a.busy * 100)} % busy), 2 processes ${Math.round(b.rps)} req/s (${Math.round(b.busy * 100)} %), ratio ${ms(b.rps / a.rps)}`,
      );
    }
    return {
      request: `POST ${opts.path}`,
      connections: opts.connections,
      poolPerProcess: opts.poolSize,
      one: {
        rps: spread(
          rounds.map((r) => r.one.rps),
          0,
        ),
        p95: spread(rounds.map((r) => r.one.p95)),
        busy: spread(rounds.map((r) => r.one.busy)),
      },
      two: {
        rps: spread(
          rounds.map((r) => r.two.rps),
          0,
        ),
        p95: spread(rounds.map((r) => r.two.p95)),
        busy: spread(rounds.map((r) => r.two.busy)),
      },
      ratio: spread(rounds.map((r) => r.two.rps / r.one.rps)),
    };
  } finally {
    await stopApi(one);
    if (two) await stopApi(two);
  }
}
