import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '@kc/services/fixtures/wait';
import { UNLIMITED_RATES } from '../src/env.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * One request on a connection of its own: node:cluster hands out connections, not requests. It gives up after 5 s: a
 * connection handed to a process as it dies is never answered, and the probes that call this try again.
 */
const get = (url: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`no answer from ${url} within 5 s`)));
  });

/** Waits up to a minute (the probes throw while a connection is refused; that counts as not yet). */
const waitLong = <T>(probe: () => Promise<T>, what: string) => waitFor(probe, { what, timeoutMs: 60_000 });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let child: ChildProcess;
let output = '';
let base: string;
let metricsUrl: string;
beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...UNLIMITED_RATES,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      CLUSTER: '2',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      WORKER: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await waitLong(
    async () => ((await get(`${base}/api/health`)).status === 200 ? true : undefined),
    'the API to answer',
  ).catch((err: Error) => {
    throw new Error(`${err.message}\n${output}`);
  });
}, 90_000);
afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

/** The value of one series (name and labels exactly as printed) in the primary's summed scrape; 0 when absent. */
const scraped = async (series: string) => {
  const line = (await get(metricsUrl)).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('CLUSTER=2', () => {
  const pids = new Set<number>();
  let healthRequests = 0;

  it('serves one port from two API processes, neither of them the primary', async () => {
    await waitLong(async () => {
      const res = await get(`${base}/api/health`);
      healthRequests += 1;
      pids.add((JSON.parse(res.body) as { pid: number }).pid);
      return pids.size >= 2 ? true : undefined;
    }, 'answers from two processes');
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid!)).toBe(false);
  });

  it('scrapes the metrics of every process in one answer on METRICS_PORT, and none on the public port', async () => {
    // Every health request counted, whichever process answered it (each saw only part of them).
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    const counted = await waitLong(async () => {
      const n = await scraped(series);
      return n >= healthRequests + 1 ? n : undefined;
    }, 'the summed request count');
    // The startup probes are counted too, so at least every request this test sent.
    expect(counted).toBeGreaterThanOrEqual(healthRequests + 1);
    const text = (await get(metricsUrl)).body;
    expect(text).toContain('# TYPE kc_queue_jobs gauge');
    expect(text).toContain('# TYPE kc_outbox_undelivered gauge');
    expect(text).toContain('# TYPE kc_device_rows_stored_total counter');
    expect((await get(`${base}/api/metrics`)).status).toBe(404);
  });

  it('shows both processes knowing the identity version from their subscription (decision 0084)', async () => {
    const listening = await waitLong(async () => {
      const n = await scraped('kc_identity_version_in_memory');
      return n >= 2 ? n : undefined;
    }, 'both processes to listen');
    expect(listening).toBe(2);
    expect((await get(metricsUrl)).body).toContain('# TYPE kc_identity_version_raise_failures_total counter');
  });

  it('replaces a process that dies, and stops every process on SIGTERM', async () => {
    const [victim] = [...pids];
    process.kill(victim!, 'SIGKILL');
    await waitLong(async () => {
      const pid = (JSON.parse((await get(`${base}/api/health`)).body) as { pid: number }).pid;
      return pid !== victim && !pids.has(pid) ? pid : undefined;
    }, 'a replacement process').then((pid) => pids.add(pid));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) await waitLong(async () => (alive(pid) ? undefined : true), `process ${pid} to stop`);
  }, 120_000);
});
