import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '@kc/services/fixtures/mail-catcher';
import { OUTBOX_QUEUE, createRedis } from '@kc/services/jobs/run-worker';
import { SCHEDULES } from '@kc/services/jobs/all-jobs';
import { outboxSweepSchedule } from '@kc/services/jobs/outbox-jobs';
import { waitFor } from '@kc/services/fixtures/wait';
import { startWorkerProcess } from './worker-process.ts';

// Two stand-alone worker processes on one Redis, as `WORKERS=2 npm start` or two worker containers run them: the
// recurring jobs are BullMQ job schedulers, one per id in Redis, so each period runs once whatever the worker count.
const FAST_MS = 300;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let workers: Awaited<ReturnType<typeof startWorkerProcess>>[] = [];
const connection = createRedis(process.env.REDIS_URL!);
const queue = new Queue(OUTBOX_QUEUE, { connection });
const events = new QueueEvents(OUTBOX_QUEUE, { connection: createRedis(process.env.REDIS_URL!) });

beforeAll(async () => {
  catcher = await startMailCatcher();
  await events.waitUntilReady();
  // Jobs a worker killed in an earlier file left active would come back as stalled runs of old periods.
  await queue.obliterate({ force: true });
  workers = await Promise.all(
    ['kc-scheduler-a', 'kc-scheduler-b'].map((name) =>
      startWorkerProcess({ smtpUrl: catcher.url, publicUrl: 'http://portal.test', name }),
    ),
  );
}, 90_000);
afterAll(async () => {
  await Promise.all(workers.map((w) => w.kill()));
  // The killed workers leave the jobs they held active (a 300 ms sweep always has one): locked until BullMQ's stall
  // check, they would hold up the next file's sweeps on this Redis. Empty the queue, then put back the schedules a
  // worker puts in place, at their own intervals, for the files that run after this one.
  await queue.obliterate({ force: true });
  for (const schedule of SCHEDULES)
    await queue.upsertJobScheduler(
      schedule.id,
      { every: schedule.everyMs },
      { name: schedule.job.name, data: schedule.data },
    );
  await events.close();
  await queue.close();
  connection.disconnect();
  await catcher.close();
});

describe('job schedulers with two worker processes', () => {
  it('keeps one scheduler per schedule, each with one next run', async () => {
    const schedulers = await queue.getJobSchedulers(0, -1);
    expect(schedulers.map((s) => s.key).sort()).toEqual(SCHEDULES.map((s) => s.id).sort());
    const pending = await queue.getJobs(['delayed', 'waiting', 'prioritized']);
    for (const schedule of SCHEDULES) {
      const next = pending.filter((job) => job.id?.startsWith(`repeat:${schedule.id}:`));
      expect(next.length, schedule.id).toBeLessThanOrEqual(1);
    }
  });

  it('runs each period of a schedule once while both workers take jobs from the queue', async () => {
    const runs: number[] = [];
    const prefix = `repeat:${outboxSweepSchedule.id}:`;
    events.on('completed', ({ jobId }) => {
      if (jobId.startsWith(prefix)) runs.push(Number(jobId.slice(prefix.length)));
    });
    await queue.upsertJobScheduler(
      outboxSweepSchedule.id,
      { every: FAST_MS },
      { name: outboxSweepSchedule.job.name, data: outboxSweepSchedule.data },
    );
    await waitFor(async () => runs.length >= 10, { timeoutMs: 30_000 });
    // Every run is a period of its own (a second run of one period would repeat its time), and periods follow
    // each other at the schedule's interval, never closer: one scheduler fires, not one per worker.
    const periods = [...runs].sort((x, y) => x - y);
    expect(new Set(periods).size).toBe(periods.length);
    // The first run may still be of the period set before the change.
    const gaps = periods.slice(2).map((p, i) => p - periods[i + 1]!);
    // (A period that starts late, on a busy machine, moves the next one later: gaps may exceed FAST_MS, never undercut it.)
    for (const gap of gaps) expect(gap, `gaps ${gaps.join(', ')}`).toBeGreaterThanOrEqual(FAST_MS);
  });
});
