// Load generation for the benchmark (see scripts/bench.mjs).
import autocannon from 'autocannon';
import type { Target } from './property-cases.ts';

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Runs `connections` concurrent clients against one URL for `seconds` (or until `amount` requests have answered) and
 * returns throughput and exact latency percentiles (ms).
 */
export async function load(
  url: string,
  opts: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    /** A fixed number of requests instead of a duration (long requests such as exports); `seconds` is then ignored. */
    amount?: number;
    /** Seconds before a request counts as an error (autocannon's default is 10). */
    timeoutSeconds?: number;
  },
): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds }),
        timeout: opts.timeoutSeconds ?? 10,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        body: opts.body,
      },
      (err: unknown, res) =>
        err ? reject(err instanceof Error ? err : new Error('autocannon failed', { cause: err })) : resolve(res),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      lastAnswer = performance.now();
    });
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! : Number.NaN;
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    // With a fixed amount, over the time to the last answer: autocannon reports its end on its next one-second tick.
    rps: result.requests.total / (opts.amount ? (lastAnswer - started) / 1000 : opts.seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

export const ms = (n: number) => Math.round(n * 100) / 100;

/**
 * One run of load on a case's target, failing on any non-2xx answer or error. A case slower than the run answers too
 * few requests for a p95 (the large property's all-dates count on a busy machine): it runs again until a fixed number
 * of answers, its rate then taken over the time they took.
 */
export async function runTarget(
  name: string,
  t: Target,
  seconds: number,
  side: string,
  connections: number,
  amount?: number,
): Promise<LoadResult> {
  const go = (n?: number) =>
    load(t.url, {
      seconds,
      connections,
      headers: t.headers,
      method: t.method,
      body: t.body,
      amount: n,
      timeoutSeconds: n ? 120 : 10,
    });
  let r = await go(amount);
  if (!amount && r.requests < 2 * connections) r = await go(2 * connections);
  if (r.non2xx || r.errors) throw new Error(`${name}: the ${side} answered ${r.non2xx} non-2xx and ${r.errors} errors`);
  return r;
}
