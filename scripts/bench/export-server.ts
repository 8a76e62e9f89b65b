// A fresh API process that serves nothing but the export measured by `npm run bench` (forked by measure.ts with IPC).
// It starts the real app on the benchmark database and waits. On `mark` it collects garbage, resets the kernel's
// peak-RSS counter (Linux: /proc/self/clear_refs) and reads its resident memory; on `measure` it answers the peak
// since the mark. The client that downloads the export runs in the parent, so the figure is the server's own.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createDatabase } from '@kc/services/db/client';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv, UNLIMITED_RATES } from '../../apps/api/src/env.ts';
import { isParentMessage, type ChildMessage, type PeakMethod } from './export-protocol.ts';

const url = process.env.DATABASE_URL!;
const POOL = Number(process.env.BENCH_POOL_SIZE ?? 10);

function send(message: ChildMessage) {
  process.send?.(message);
}

/** The kernel's peak resident set (bytes) since start or the last reset, or null where /proc is missing. */
function highWaterMark(): number | null {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0); false where that is not possible. */
function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function collectGarbage() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

async function main() {
  const db = createDatabase(url, POOL);
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(POOL),
    WORKER: 'off',
    ...UNLIMITED_RATES,
  });
  const app = await buildApp({ env, db, redis: null, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  let baseline = 0;
  let sampledPeak = 0;
  let exact = false;
  let jsBaseline = 0;
  let jsPeak = 0;
  const jsBytes = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  let sampler: NodeJS.Timeout | undefined;

  process.on('message', (message: unknown) => {
    if (!isParentMessage(message)) return;
    if (message.type === 'mark') {
      collectGarbage();
      exact = resetHighWaterMark() && highWaterMark() !== null;
      baseline = process.memoryUsage.rss();
      sampledPeak = baseline;
      jsBaseline = jsBytes();
      jsPeak = jsBaseline;
      sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
        jsPeak = Math.max(jsPeak, jsBytes());
      }, 10);
      send({ type: 'marked', baselineBytes: baseline });
    } else if (message.type === 'measure') {
      clearInterval(sampler);
      sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
      const hwm = exact ? highWaterMark() : null;
      const method: PeakMethod = hwm === null ? 'sampled' : 'VmHWM';
      send({
        type: 'measured',
        baselineBytes: baseline,
        peakBytes: Math.max(hwm ?? 0, sampledPeak),
        method,
        jsBaselineBytes: jsBaseline,
        jsPeakBytes: jsPeak,
      });
    } else {
      void app
        .close()
        .then(() => db.close())
        .finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', url: address });
}

main().catch((err: unknown) => {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  console.error(err);
  process.exit(1);
});
