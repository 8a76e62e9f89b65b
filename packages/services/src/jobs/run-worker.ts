import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import type { Logger } from '../context.ts';
import { createMailTransport, type MailSettings } from '../mail/transport.ts';
import { deliverOutboxMessage, pendingOutboxIds } from './deliver-outbox.ts';

export const OUTBOX_QUEUE = 'outbox';
const SWEEP_EVERY_MS = 5_000;

export interface WorkerHandle {
  close(): Promise<void>;
}

/** BullMQ needs its blocking connection to retry forever. */
export function createRedis(url: string, log?: { warn(obj: object, msg?: string): void }): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
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
 * Starts the background processors. A BullMQ job scheduler (not a local timer) sweeps the outbox, so any
 * number of worker processes may run; each message becomes one job whose id is the outbox id.
 */
export async function runWorker(opts: {
  redisUrl: string;
  db: Database;
  mail: MailSettings;
  log: Logger;
  concurrency?: number;
}): Promise<WorkerHandle> {
  const connection = createRedis(opts.redisUrl);
  const mailer = createMailTransport(opts.mail);
  const queue = new Queue(OUTBOX_QUEUE, {
    connection, // Finished jobs are removed so a later sweep can enqueue a retry under the same job id.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
  });
  await queue.upsertJobScheduler('outbox-sweep', { every: SWEEP_EVERY_MS }, { name: 'sweep' });

  const worker = new Worker(
    OUTBOX_QUEUE,
    async (job: Job) => {
      if (job.name === 'sweep') {
        const ids = await pendingOutboxIds(opts.db);
        if (ids.length)
          await queue.addBulk(ids.map((id) => ({ name: 'deliver', data: { id }, opts: { jobId: `deliver-${id}` } })));
        return ids.length;
      }
      if (job.name === 'deliver')
        return deliverOutboxMessage(opts.db, mailer, opts.mail.from, (job.data as { id: string }).id, opts.log);
      throw new Error(`unknown job ${job.name}`);
    },
    { connection: createRedis(opts.redisUrl), concurrency: opts.concurrency ?? 4 },
  );
  worker.on('failed', (job, err) =>
    opts.log.warn({ event: 'job.failed', job: job?.name, err: err.message }, 'job failed'),
  );
  opts.log.info({ event: 'worker.started', queues: [OUTBOX_QUEUE] }, 'background worker started');

  return {
    async close() {
      await worker.close();
      await queue.close();
      await connection.quit().catch(() => undefined);
      mailer?.close();
    },
  };
}
