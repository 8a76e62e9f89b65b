import { z } from 'zod';
import { deliverOutboxMessage, pendingOutboxIds } from './deliver-outbox.ts';
import { defineJob, defineSchedule } from './registry.ts';

/** Delivers one outbox message; the job id is derived from the outbox id, so a message is queued once at a time. */
export const outboxDeliverJob = defineJob({
  name: 'outbox.deliver',
  payload: z.object({ id: z.uuid() }),
  handler: ({ id }, ctx) => deliverOutboxMessage(ctx.db, ctx.mail.transport, ctx.mail.from, id, ctx.log),
});

/** Turns due outbox rows into delivery jobs. */
export const outboxSweepJob = defineJob({
  name: 'outbox.sweep',
  payload: z.object({}),
  handler: async (_payload, ctx) => {
    const ids = await pendingOutboxIds(ctx.db);
    if (ids.length)
      await ctx.enqueue(
        outboxDeliverJob,
        ids.map((id) => ({ payload: { id }, jobId: `deliver-${id}` })),
      );
    return ids.length;
  },
});

export const outboxSweepSchedule = defineSchedule('outbox-sweep', 5_000, outboxSweepJob, {});
