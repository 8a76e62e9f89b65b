import { UnrecoverableError } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Logger } from '../context.ts';

/** What every job handler receives. `enqueue` adds follow-up jobs, validated by their own definitions. */
export interface JobContext {
  db: Database;
  log: Logger;
  mail: { transport: Transporter | null; from: string };
  /** Base URL of the portal, for links in e-mails. */
  publicUrl: string;
  /** Whole months of transaction history kept before the current one; null or absent keeps everything (0068). */
  transactionRetentionMonths?: number | null;
  enqueue<S extends z.ZodType>(job: JobDefinition<S>, items: { payload: z.input<S>; jobId?: string }[]): Promise<void>;
}

/** A job: its name on the queue, the zod schema of its payload and the handler that receives the parsed payload. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: S;
  readonly handler: (payload: z.output<S>, ctx: JobContext) => Promise<unknown>;
  /** Validates `data` against the payload schema, then runs the handler. What the registry dispatches to. */
  readonly run: (data: unknown, ctx: JobContext) => Promise<unknown>;
}

/** A payload that does not match its job's schema: retrying cannot help, so BullMQ fails the job at once. */
export class JobPayloadError extends UnrecoverableError {
  constructor(jobName: string, error: z.ZodError) {
    super(`Job "${jobName}" has an invalid payload: ${z.prettifyError(error)}`);
    this.name = 'JobPayloadError';
  }
}

export class UnknownJobError extends UnrecoverableError {
  constructor(jobName: string) {
    super(`No job named "${jobName}" is registered`);
    this.name = 'UnknownJobError';
  }
}

export function defineJob<S extends z.ZodType>(def: Omit<JobDefinition<S>, 'run'>): JobDefinition<S> {
  return {
    ...def,
    async run(data, ctx) {
      const parsed = def.payload.safeParse(data);
      if (!parsed.success) throw new JobPayloadError(def.name, parsed.error);
      return def.handler(parsed.data, ctx);
    },
  };
}

/** Recurring work: a BullMQ job scheduler (shared by every worker process), never a timer in one process. */
export interface JobSchedule {
  /** The scheduler id in Redis; upserting it again replaces its settings. */
  readonly id: string;
  readonly everyMs: number;
  readonly job: Pick<JobDefinition, 'name'>;
  /** The payload each scheduled run receives, already validated. */
  readonly data: unknown;
}

export function defineSchedule<S extends z.ZodType>(
  id: string,
  everyMs: number,
  job: JobDefinition<S>,
  payload: z.input<S>,
): JobSchedule {
  return { id, everyMs, job, data: job.payload.parse(payload) };
}

export interface JobRegistry {
  readonly names: readonly string[];
  dispatch(job: { name: string; data: unknown }, ctx: JobContext): Promise<unknown>;
}

/** The jobs one queue runs, looked up by name. */
export function createJobRegistry(jobs: readonly Pick<JobDefinition, 'name' | 'run'>[]): JobRegistry {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('Two jobs share a name');
  return {
    names: [...byName.keys()],
    async dispatch(job, ctx) {
      const definition = byName.get(job.name);
      if (!definition) throw new UnknownJobError(job.name);
      return definition.run(job.data, ctx);
    },
  };
}
