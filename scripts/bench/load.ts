// Load generation and resource sampling for the benchmark (see scripts/bench.mjs).
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Runs `connections` concurrent clients against one URL for `seconds` and returns throughput and exact latency percentiles (ms). */
export async function load(
  url: string,
  opts: {
    seconds: number;
    connections: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  },
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.seconds,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        body: opts.body,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! : Number.NaN;
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: result.requests.total / opts.seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

/** Samples this process's resident memory every 10 ms while `work` runs; returns the peak growth over the start (bytes). */
export async function peakRssGrowth<T>(
  work: () => Promise<T>,
): Promise<{ value: T; peakGrowthBytes: number; baselineBytes: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, peakGrowthBytes: peak - baseline, baselineBytes: baseline };
  } finally {
    clearInterval(timer);
  }
}

export const ms = (n: number) => Math.round(n * 100) / 100;
