import { z } from 'zod';
import { defineJob, defineSchedule } from '../jobs/registry.ts';
import { maintainTransactionPartitions } from './transaction-partitions.ts';

/**
 * Keeps this month's and the next months' partitions of datalog_transactions ready and applies the retention
 * (TRANSACTION_RETENTION_MONTHS; decision 0068). `at` lets a test or an operator evaluate another instant.
 */
export const transactionPartitionsJob = defineJob({
  name: 'transactions.partitions',
  payload: z.object({ at: z.iso.datetime().optional() }),
  handler: async (p, ctx) => {
    const result = await maintainTransactionPartitions(ctx.db.pool, {
      now: p.at ? new Date(p.at) : new Date(),
      retentionMonths: ctx.transactionRetentionMonths ?? null,
    });
    if (result.created || result.dropped.length)
      ctx.log.info({ event: 'transactions.partitions', ...result }, 'transaction partitions maintained');
    return result;
  },
});

/** Hourly: months are made weeks ahead, so a missed run or a worker down for a day changes nothing. */
export const transactionPartitionsSchedule = defineSchedule(
  'transaction-partitions',
  3_600_000,
  transactionPartitionsJob,
  {},
);
