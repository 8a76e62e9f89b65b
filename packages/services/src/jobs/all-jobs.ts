import { outboxDeliverJob, outboxSweepJob, outboxSweepSchedule } from './outbox-jobs.ts';

/** Every job the worker runs and every recurring schedule; a new area adds its definitions here. */
export const JOBS = [outboxSweepJob, outboxDeliverJob];
export const SCHEDULES = [outboxSweepSchedule];
