import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '@kc/services/db/client';
import { OUTBOX_QUEUE } from '@kc/services/jobs/run-worker';

/** The queue states an operator watches; "failed" stays at zero while failed jobs are removed (run-worker.ts). */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
/** A scrape never waits long for Redis or the database: a missing reading is better than a hung scrape. */
const READ_TIMEOUT_MS = 2000;

const withTimeout = <T>(p: Promise<T>) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), READ_TIMEOUT_MS).unref()),
  ]);

export interface ApiMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_class'>;
  deviceRowsStored: Counter;
  close(): Promise<void>;
}

/**
 * The Prometheus metrics of one API process (decision 0069), in a registry of its own (tests build several apps in
 * one process). Request latency and stored device rows are counted here and summed over processes by the cluster
 * primary; queue depth and outbox lag are read from Redis and PostgreSQL at scrape time, the same figure in every
 * process, so they aggregate by `max` instead of adding up.
 */
export function createApiMetrics(deps: { db: Database; redis: Redis | null }): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency by route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const deviceRowsStored = new Counter({
    name: 'kc_device_rows_stored_total',
    help: 'Device transaction rows stored by ingestion (duplicates and replays not counted)',
    registers: [registry],
  });

  const queue = deps.redis ? new Queue(OUTBOX_QUEUE, { connection: deps.redis }) : null;
  // Connection trouble is readiness's to report (/api/ready); a scrape then just lacks the queue figures.
  queue?.on('error', () => undefined);
  new Gauge({
    name: 'kc_queue_jobs',
    help: 'BullMQ jobs per queue and state',
    labelNames: ['queue', 'state'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      if (!queue) return;
      const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES)).catch(() => null);
      if (!counts) return;
      for (const state of QUEUE_STATES) this.set({ queue: OUTBOX_QUEUE, state }, counts[state] ?? 0);
    },
  });

  let outbox: Promise<{ undelivered: number; age: number } | null> | null = null;
  // Both outbox gauges come from one statement per scrape.
  const readOutbox = () =>
    (outbox ??= withTimeout(
      deps.db.pool.query<{ undelivered: number; age: number }>(
        `SELECT count(*)::int AS undelivered,
                coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
           FROM outbox_messages WHERE sent_at IS NULL`,
      ),
    )
      .then((r) => r.rows[0] ?? null)
      .catch(() => null)
      .finally(() => setImmediate(() => (outbox = null))));
  new Gauge({
    name: 'kc_outbox_undelivered',
    help: 'Outbox messages not yet delivered',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const row = await readOutbox();
      if (row) this.set(row.undelivered);
    },
  });
  new Gauge({
    name: 'kc_outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest undelivered outbox message (0 when none waits)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const row = await readOutbox();
      if (row) this.set(row.age);
    },
  });

  return {
    registry,
    requestDuration,
    deviceRowsStored,
    async close() {
      await queue?.close();
    },
  };
}
