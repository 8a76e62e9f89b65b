import { z } from 'zod';
import { defineJob, defineSchedule } from '../jobs/registry.ts';
import { scanKeyActivity } from './scan-key-activity.ts';

/** Matches newly ingested transactions against the active key-activity rules and queues their e-mails. */
export const keyActivityScanJob = defineJob({
  name: 'key-activity.scan',
  payload: z.object({}),
  handler: async (_payload, ctx) => {
    const result = await scanKeyActivity(ctx.db, ctx.publicUrl);
    if (result.emails) ctx.log.info({ event: 'key-activity.scan', ...result }, 'key-activity e-mails queued');
    return result;
  },
});

/** Every 20 s, so a matching transaction is mailed well within a minute (the outbox sweep runs every 5 s). */
export const keyActivityScanSchedule = defineSchedule('key-activity-scan', 20_000, keyActivityScanJob, {});
