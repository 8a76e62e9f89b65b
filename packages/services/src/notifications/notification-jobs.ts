import { z } from 'zod';
import { defineJob, defineSchedule } from '../jobs/registry.ts';
import { notifyResidentKeyPulls } from './resident-key-pulls.ts';
import { sendLastCommunicationEmails } from './last-communication.ts';
import { sendOverdueKeyEmails } from './overdue-keys.ts';
import { sendKeysOutSummaries } from './keys-out-summary.ts';
import { sendInactiveEmployeeEmails } from './inactive-employees.ts';
import { OVERDUE_KEYS_INTERVAL_MINUTES } from '@kc/domain/notifications/schedule';

/** Scheduled sweeps take an optional instant to evaluate (a test, or an operator re-running a missed day). */
const AtPayload = z.object({ at: z.iso.datetime().optional() });
const atOf = (p: { at?: string | undefined }) => (p.at ? new Date(p.at) : new Date());

/** E-mails residents about pulls of their unit's keys ingested since the last run. */
export const residentKeyPullsJob = defineJob({
  name: 'notifications.resident-key-pulls',
  payload: z.object({}),
  handler: (_payload, ctx) => notifyResidentKeyPulls(ctx.db, ctx.publicUrl),
});

/** The daily last-communication e-mails; `at` lets a test or an operator evaluate another instant. */
export const lastCommunicationJob = defineJob({
  name: 'notifications.last-communication',
  payload: AtPayload,
  handler: (p, ctx) => sendLastCommunicationEmails(ctx.db, ctx.publicUrl, atOf(p)),
});

/** Every 10 s: a resident hears of a pull within about 20 s of its upload (10 s settling plus the interval). */
export const residentKeyPullsSchedule = defineSchedule('resident-key-pulls', 10_000, residentKeyPullsJob, {});
/** Hourly: each run sends what is due (07:00 local has passed, not yet sent for that local date). */
export const lastCommunicationSchedule = defineSchedule('last-communication', 3_600_000, lastCommunicationJob, {});

/** Keys newly out longer than their property's threshold, batched per property and recipient (decision 0048). */
export const overdueKeysJob = defineJob({
  name: 'notifications.overdue-keys',
  payload: AtPayload,
  handler: (p, ctx) => sendOverdueKeyEmails(ctx.db, ctx.publicUrl, atOf(p)),
});

/** The daily keys-out summary (from 07:00 local time, once per local date). */
export const keysOutSummaryJob = defineJob({
  name: 'notifications.keys-out-summary',
  payload: AtPayload,
  handler: (p, ctx) => sendKeysOutSummaries(ctx.db, ctx.publicUrl, atOf(p)),
});

/** The weekly inactive-employees e-mail (Monday from 07:00 local time, once per local ISO week). */
export const inactiveEmployeesJob = defineJob({
  name: 'notifications.inactive-employees',
  payload: AtPayload,
  handler: (p, ctx) => sendInactiveEmployeeEmails(ctx.db, ctx.publicUrl, atOf(p)),
});

/** Every 5 minutes: a key is reported within 5 minutes of crossing its threshold. */
export const overdueKeysSchedule = defineSchedule(
  'overdue-keys',
  OVERDUE_KEYS_INTERVAL_MINUTES * 60_000,
  overdueKeysJob,
  {},
);
/** Hourly, like last-communication: each run sends what is due and not yet sent for its period. */
export const keysOutSummarySchedule = defineSchedule('keys-out-summary', 3_600_000, keysOutSummaryJob, {});
export const inactiveEmployeesSchedule = defineSchedule('inactive-employees', 3_600_000, inactiveEmployeesJob, {});
