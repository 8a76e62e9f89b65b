// Throughput of the API with 1 and with 2 processes (issue 17 item 3): two real API servers started as `npm start`
// starts them (apps/api/src/main.ts; CLUSTER=1 and CLUSTER=2, decision 0069), both against the benchmark database,
// loaded in alternating rounds (one process, two processes, one, two, …) with the same request: the 30-day report,
// whose cost is mostly PostgreSQL's, its Excel export and the worst case's export of 3 days, whose cost is mostly the
// API's (decisions 0077, 0080).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WaitTimeoutError, freePort, waitFor } from '@kc/services/fixtures/wait';
import { UNLIMITED_RATES } from '../../apps/api/src/env.ts';
import { load, ms, type LoadResult } from './load.ts';
import { spread, type Spread } from './stats.ts';

export interface ProcessScaling {
  request: string;
  /** What the request is, for the table (e.g. "30-day transactions, typical"). */
  label: string;
  connections: number;
  poolPerProcess: number;
  /**
   * `busy`: the share of the machine's CPU time in use during the runs (all cores, 1 = every core busy); `cores`: the
   * cores each party kept busy on average (the API's processes, PostgreSQL's, and the bench process generating load).
   */
  one: { rps: Spread; p95: Spread; busy: Spread; cores: CoresUsed };
  two: { rps: Spread; p95: Spread; busy: Spread; cores: CoresUsed };
  /** Requests per second with two processes ÷ with one, per round. */
  ratio: Spread;
  /**
   * The most a second process can add on this machine: at the CPU cost per request measured with one process, all
   * cores busy answer at most cores ÷ (cores used) times as many requests (capped at 2, one process per core).
   */
  ceiling: number;
  judged: boolean;
}

/** One request the comparison runs, with the connections that keep both sides busy. */
export interface ProcessRequest {
  label: string;
  /** Path under the API and JSON body of the POST, and how many connections load it. */
  path: string;
  body: string;
  connections: number;
  /**
   * Whether the 1.6× goal is judged on it: on a machine whose cores PostgreSQL and the load generator share, only a
   * request whose cost is mostly the API's can show what a second API process adds (decisions 0077, 0080).
   */
  judged: boolean;
}

export const PROCESS_RATIO_TARGET = 1.6;

/** Whether one comparison's median ratio reaches the goal (meaningful for a judged request). */
export const processRatioMet = (p: ProcessScaling) => p.ratio.median >= PROCESS_RATIO_TARGET;

/** The goal is met when every judged request's median ratio reaches it. */
export const processesMet = (all: ProcessScaling[]) =>
  all.some((p) => p.judged) && all.every((p) => !p.judged || processRatioMet(p));

/** Busy and total CPU time of the whole machine so far (all cores), from /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the idle time.
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

export interface CoresUsed {
  api: number;
  postgres: number;
  loadGenerator: number;
}

/** The kernel's clock ticks per second, in which /proc reports CPU time (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time so far (ticks) of the API (the process `apiPid` and its descendants: node:cluster's workers), of every
 * PostgreSQL process, and of this process, read from /proc/<pid>/stat. Processes that ended between readings drop out.
 */
function cpuByParty(apiPid: number): CoresUsed {
  const procs: { pid: number; ppid: number; comm: string; ticks: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid … utime(14) stime(15): comm may hold spaces, so split after its closing parenthesis.
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      procs.push({
        pid: Number(name),
        ppid: Number(rest[1]),
        comm: stat.slice(stat.indexOf('(') + 1, close),
        ticks: Number(rest[11]) + Number(rest[12]),
      });
    } catch {
      // ended while read
    }
  }
  const api = new Set([apiPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of procs)
      if (!api.has(p.pid) && api.has(p.ppid)) {
        api.add(p.pid);
        grew = true;
      }
  }
  const sum = (keep: (p: (typeof procs)[number]) => boolean) => procs.filter(keep).reduce((a, p) => a + p.ticks, 0);
  return {
    api: sum((p) => api.has(p.pid)),
    postgres: sum((p) => p.comm === 'postgres'),
    loadGenerator: sum((p) => p.pid === process.pid),
  };
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
  // The Redis of `env` (the processes share the identity version there, as in production), no worker and no metrics
  // port: the report path alone.
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

const mediansOf = (xs: CoresUsed[]): CoresUsed => ({
  api: spread(xs.map((x) => x.api)).median,
  postgres: spread(xs.map((x) => x.postgres)).median,
  loadGenerator: spread(xs.map((x) => x.loadGenerator)).median,
});

async function stopApi(s: Server): Promise<void> {
  if (s.child.exitCode !== null) return;
  const exited = once(s.child, 'exit');
  s.child.kill('SIGTERM');
  await exited;
}

/** The ceiling of the 2 ÷ 1 ratio that one process's CPU use allows on this machine. */
export function processCeiling(cores: CoresUsed, available = os.availableParallelism()): number {
  const used = cores.api + cores.postgres + cores.loadGenerator;
  return used > 0 ? Math.min(2, available / used) : Number.NaN;
}

export async function measureProcesses(opts: {
  root: string;
  databaseUrl: string;
  jwtSecret: string;
  /** Several API processes need Redis: they share the identity version there (decision 0069). */
  redisUrl: string;
  poolSize: number;
  rounds: number;
  seconds: number;
  warmupSeconds: number;
  /** The requests, each compared in its own alternating rounds (1 process, 2, 1, 2, …) on the same two servers. */
  requests: ProcessRequest[];
  signIn: (url: string) => Promise<Record<string, string>>;
  log: (m: string) => void;
}): Promise<ProcessScaling[]> {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: opts.jwtSecret,
    REDIS_URL: opts.redisUrl,
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
    const h1 = await opts.signIn(one.url);
    const h2 = await opts.signIn(two.url);
    const results: ProcessScaling[] = [];
    /** One run of load on one side: its answers, and the share of the machine each party kept busy meanwhile. */
    const run = async (
      request: ProcessRequest,
      s: Server,
      headers: Record<string, string>,
      seconds: number,
      side: string,
    ) => {
      const before = cpuTimes();
      const partiesBefore = cpuByParty(s.child.pid!);
      const started = performance.now();
      const r = await load(`${s.url}${request.path}`, {
        seconds,
        connections: request.connections,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: request.body,
      });
      const after = cpuTimes();
      const partiesAfter = cpuByParty(s.child.pid!);
      const wallTicks = ((performance.now() - started) / 1000) * TICKS_PER_SECOND;
      const cores = (k: keyof CoresUsed) => Math.max(0, partiesAfter[k] - partiesBefore[k]) / wallTicks;
      if (r.non2xx || r.errors)
        throw new Error(`processes (${request.label}): ${side} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
      return {
        ...r,
        busy: (after.busy - before.busy) / Math.max(1, after.total - before.total),
        cores: { api: cores('api'), postgres: cores('postgres'), loadGenerator: cores('loadGenerator') },
      };
    };
    for (const request of opts.requests) {
      await run(request, one, h1, opts.warmupSeconds, 'one process');
      // Two warm-ups, so both processes of the cluster have compiled the route.
      await run(request, two, h2, opts.warmupSeconds * 2, 'two processes');
      type Side = LoadResult & { busy: number; cores: CoresUsed };
      const rounds: { one: Side; two: Side }[] = [];
      for (let i = 1; i <= opts.rounds; i++) {
        const a = await run(request, one, h1, opts.seconds, 'one process');
        const b = await run(request, two, h2, opts.seconds, 'two processes');
        rounds.push({ one: a, two: b });
        opts.log(
          `processes, ${request.label}, round ${i}/${opts.rounds}: 1 process ${Math.round(a.rps)} req/s (CPU ${Math.round(a.busy * 100)} % busy; cores: API ${ms(a.cores.api)}, PostgreSQL ${ms(a.cores.postgres)}, load ${ms(a.cores.loadGenerator)}), 2 processes ${Math.round(b.rps)} req/s (${Math.round(b.busy * 100)} %; API ${ms(b.cores.api)}, PostgreSQL ${ms(b.cores.postgres)}, load ${ms(b.cores.loadGenerator)}), ratio ${ms(b.rps / a.rps)}`,
        );
      }
      const side = (pick: (r: { one: Side; two: Side }) => Side) => ({
        rps: spread(
          rounds.map((r) => pick(r).rps),
          0,
        ),
        p95: spread(rounds.map((r) => pick(r).p95)),
        busy: spread(rounds.map((r) => pick(r).busy)),
        cores: mediansOf(rounds.map((r) => pick(r).cores)),
      });
      const oneSide = side((r) => r.one);
      results.push({
        request: `POST ${request.path}`,
        label: request.label,
        connections: request.connections,
        poolPerProcess: opts.poolSize,
        one: oneSide,
        two: side((r) => r.two),
        ratio: spread(rounds.map((r) => r.two.rps / r.one.rps)),
        ceiling: processCeiling(oneSide.cores),
        judged: request.judged,
      });
    }
    return results;
  } finally {
    await stopApi(one);
    if (two) await stopApi(two);
  }
}
