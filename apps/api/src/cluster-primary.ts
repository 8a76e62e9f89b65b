import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Env } from './env.ts';
import { startMetricsServer } from './metrics/server.ts';

/** Log lines in the shape the API's own (pino) lines have, so `npm start` and log collectors read them alike. */
const log = (level: 30 | 40 | 50, obj: object, msg: string) =>
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, ...obj, msg }));

/**
 * The cluster primary (CLUSTER=N or WEB_CONCURRENCY=N, decision 0069): forks N API processes that share PORT through
 * node:cluster, replaces one that dies after it served, stops everything if one cannot start (a configuration or
 * database error would only repeat), forwards SIGINT/SIGTERM, and serves the metrics of all of them summed on
 * METRICS_PORT. It opens no database or Redis connection itself.
 */
export async function runPrimary(env: Env, processes: number): Promise<void> {
  const served = new WeakSet<Worker>();
  let stopping = false;
  const aggregator = new AggregatorRegistry();

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    log(30, { event: 'cluster.stopping', signal }, 'stopping the API processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code);
    };
    cluster.on('exit', done);
    done();
  };

  cluster.on('listening', (worker) => {
    served.add(worker);
    log(30, { event: 'cluster.listening', worker: worker.process.pid }, 'API process listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker)) {
      log(50, { event: 'cluster.start-failed', worker: worker.process.pid, code }, 'an API process could not start');
      stop('SIGTERM', code || 1);
      return;
    }
    log(40, { event: 'cluster.replaced', worker: worker.process.pid, code, signal }, 'API process died: replacing it');
    cluster.fork();
  });
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  if (env.METRICS_PORT) {
    await startMetricsServer({
      host: env.METRICS_HOST,
      port: env.METRICS_PORT,
      contentType: aggregator.contentType,
      render: () => aggregator.clusterMetrics(),
      onError: (err) => log(40, { event: 'metrics.failed', err: String(err) }, 'could not gather metrics'),
    });
  }
  log(
    30,
    { event: 'cluster.started', processes, metricsPort: env.METRICS_PORT },
    `starting ${processes} API processes`,
  );
  for (let i = 0; i < processes; i++) cluster.fork();
}
