import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import type { Logger } from '../context.ts';
import { createMailTransport, type MailSettings } from '../mail/transport.ts';
import { JOBS, SCHEDULES } from './all-jobs.ts';
import { createJobRegistry, type JobContext } from './registry.ts';

/** The one queue. Its name predates jobs other than the outbox's; renaming it would strand the scheduler in Redis. */
export const OUTBOX_QUEUE = 'outbox';
/** The client name of the worker's queue connection (the one that restores the job schedulers on reconnect). */
export const WORKER_QUEUE_CONNECTION = 'kc-worker-queue';

export interface WorkerHandle {
  close(): Promise<void>;
}

/** BullMQ needs its blocking connection to retry forever. */
export function createRedis(
  url: string,
  log?: { warn(obj: object, msg?: string): void },
  connectionName?: string,
): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName });
  // Without a listener ioredis prints every reconnect failure; readiness reports the state instead.
  let warned = false;
  redis.on('error', (err) => {
    if (!warned) log?.warn({ event: 'redis.error', err: err.message }, 'Redis connection error');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

/**
 * Starts the background processors. Jobs come from the registry (jobs/all-jobs.ts); recurring work is a BullMQ
 * job scheduler (not a local timer), so any number of worker processes may run.
 */
export async function runWorker(opts: {
  redisUrl: string;
  db: Database;
  mail: MailSettings;
  log: Logger;
  concurrency?: number;
  /** Base URL of the portal, for links in e-mails. */
  publicUrl?: string;
  /** TRANSACTION_RETENTION_MONTHS: null or absent keeps every month (decision 0068). */
  transactionRetentionMonths?: number | null;
}): Promise<WorkerHandle> {
  const registry = createJobRegistry(JOBS);
  /** Named, so an operator (or a test) can tell it apart in CLIENT LIST. */
  const connection = createRedis(opts.redisUrl, undefined, WORKER_QUEUE_CONNECTION);
  const transport = createMailTransport(opts.mail);
  const queue = new Queue(OUTBOX_QUEUE, {
    connection, // Finished jobs are removed so a later sweep can enqueue a retry under the same job id.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
  });
  const upsertSchedules = () =>
    Promise.all(
      SCHEDULES.map((schedule) =>
        queue.upsertJobScheduler(
          schedule.id,
          { every: schedule.everyMs },
          { name: schedule.job.name, data: schedule.data },
        ),
      ),
    );
  await upsertSchedules();
  // A Redis that restarts without persistence comes back empty, schedulers included: without them no sweep would
  // ever run again and the outbox would wait for a worker restart. Every reconnect puts them back (idempotent).
  connection.on('ready', () => {
    upsertSchedules().catch((err: unknown) =>
      opts.log.warn({ event: 'jobs.schedule-failed', err: String(err) }, 'could not restore job schedulers'),
    );
  });

  const ctx: JobContext = {
    db: opts.db,
    log: opts.log,
    mail: { transport, from: opts.mail.from },
    publicUrl: opts.publicUrl ?? 'http://localhost:3000',
    transactionRetentionMonths: opts.transactionRetentionMonths ?? null,
    async enqueue(job, items) {
      await queue.addBulk(
        items.map((item) => ({
          name: job.name,
          data: job.payload.parse(item.payload),
          opts: item.jobId ? { jobId: item.jobId } : {},
        })),
      );
    },
  };
  const worker = new Worker(OUTBOX_QUEUE, (job) => registry.dispatch(job, ctx), {
    connection: createRedis(opts.redisUrl),
    concurrency: opts.concurrency ?? 4,
  });
  worker.on('failed', (job, err) =>
    opts.log.warn({ event: 'job.failed', job: job?.name, err: err.message }, 'job failed'),
  );
  opts.log.info({ event: 'worker.started', queues: [OUTBOX_QUEUE], jobs: registry.names }, 'background worker started');

  return {
    async close() {
      await worker.close();
      await queue.close();
      await connection.quit().catch(() => undefined);
      transport?.close();
    },
  };
}
