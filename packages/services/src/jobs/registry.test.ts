import { UnrecoverableError } from 'bullmq';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { JOBS, SCHEDULES } from './all-jobs.ts';
import { createJobRegistry, defineJob, JobPayloadError, UnknownJobError, type JobContext } from './registry.ts';

// The handlers under test never touch the context; a job that needs more is tested against a real database.
const ctx: JobContext = {
  db: undefined!,
  log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  mail: { transport: null, from: 'Portal <no-reply@portal.test>' },
  publicUrl: 'http://portal.test',
  enqueue: vi.fn(),
};

const greet = vi.fn(async ({ name, times }: { name: string; times: number }) => `${name} x${times}`);
const greetJob = defineJob({
  name: 'test.greet',
  payload: z.object({ name: z.string().min(1), times: z.coerce.number().int().min(1) }),
  handler: greet,
});
const registry = createJobRegistry([greetJob]);

describe('job registry', () => {
  it('dispatches a job by name to its handler with the parsed payload', async () => {
    await expect(registry.dispatch({ name: 'test.greet', data: { name: 'Ann', times: '2' } }, ctx)).resolves.toBe(
      'Ann x2',
    );
    expect(greet).toHaveBeenCalledWith({ name: 'Ann', times: 2 }, ctx);
  });

  it('fails a job whose payload does not match its schema, naming the job and the field, without running it', async () => {
    greet.mockClear();
    const run = registry.dispatch({ name: 'test.greet', data: { name: '', times: 0 } }, ctx);
    await expect(run).rejects.toBeInstanceOf(JobPayloadError);
    await expect(run).rejects.toBeInstanceOf(UnrecoverableError); // BullMQ does not retry it
    await expect(run).rejects.toThrow(/Job "test\.greet" has an invalid payload:[\s\S]*name[\s\S]*times/);
    expect(greet).not.toHaveBeenCalled();
  });

  it('fails a job with no definition', async () => {
    await expect(registry.dispatch({ name: 'test.nobody', data: {} }, ctx)).rejects.toThrow(UnknownJobError);
    await expect(registry.dispatch({ name: 'test.nobody', data: {} }, ctx)).rejects.toThrow(
      'No job named "test.nobody" is registered',
    );
  });

  it('refuses two jobs with one name', () => {
    expect(() => createJobRegistry([greetJob, greetJob])).toThrow('Two jobs share a name');
  });

  it('the worker registry holds every job and each schedule names a registered job', () => {
    const workerJobs = createJobRegistry(JOBS);
    expect(workerJobs.names).toEqual(expect.arrayContaining(['outbox.sweep', 'outbox.deliver']));
    for (const schedule of SCHEDULES) expect(workerJobs.names).toContain(schedule.job.name);
  });

  it('the outbox delivery job rejects a payload without an outbox id', async () => {
    await expect(createJobRegistry(JOBS).dispatch({ name: 'outbox.deliver', data: { id: 42 } }, ctx)).rejects.toThrow(
      JobPayloadError,
    );
  });
});
