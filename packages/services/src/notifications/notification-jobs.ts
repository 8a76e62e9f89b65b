import { z } from 'zod';
import { defineJob, defineSchedule } from '../jobs/registry.ts';
import { notifyResidentKeyPulls } from './resident-key-pulls.ts';
import { sendLastCommunicationEmails } from './last-communication.ts';

/** E-mails residents about pulls of their unit's keys ingested since the last run. */
export const residentKeyPullsJob = defineJob({
  name: 'notifications.resident-key-pulls',
  payload: z.object({}),
  handler: (_payload, ctx) => notifyResidentKeyPulls(ctx.db, ctx.publicUrl),
});

/** The daily last-communication e-mails; `at` lets a test or an operator evaluate another instant. */
export const lastCommunicationJob = defineJob({
  name: 'notifications.last-communication',
  payload: z.object({ at: z.iso.datetime().optional() }),
  handler: ({ at }, ctx) => sendLastCommunicationEmails(ctx.db, ctx.publicUrl, at ? new Date(at) : new Date()),
});

/** Every 10 s: a resident hears of a pull within about 20 s of its upload (10 s settling plus the interval). */
export const residentKeyPullsSchedule = defineSchedule('resident-key-pulls', 10_000, residentKeyPullsJob, {});
/** Hourly: each run sends what is due (07:00 local has passed, not yet sent for that local date). */
export const lastCommunicationSchedule = defineSchedule('last-communication', 3_600_000, lastCommunicationJob, {});
