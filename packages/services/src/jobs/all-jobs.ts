import { outboxDeliverJob, outboxSweepJob, outboxSweepSchedule } from './outbox-jobs.ts';
import {
  inactiveEmployeesJob,
  inactiveEmployeesSchedule,
  keysOutSummaryJob,
  keysOutSummarySchedule,
  overdueKeysJob,
  overdueKeysSchedule,
  lastCommunicationJob,
  lastCommunicationSchedule,
  residentKeyPullsJob,
  residentKeyPullsSchedule,
} from '../notifications/notification-jobs.ts';
import { keyActivityScanJob, keyActivityScanSchedule } from '../key-activity-alerts/key-activity-jobs.ts';
import { transactionPartitionsJob, transactionPartitionsSchedule } from '../devices/partition-jobs.ts';

/** Every job the worker runs and every recurring schedule; a new area adds its definitions here. */
export const JOBS = [
  outboxSweepJob,
  outboxDeliverJob,
  keyActivityScanJob,
  residentKeyPullsJob,
  lastCommunicationJob,
  overdueKeysJob,
  keysOutSummaryJob,
  inactiveEmployeesJob,
  transactionPartitionsJob,
];
export const SCHEDULES = [
  outboxSweepSchedule,
  keyActivityScanSchedule,
  residentKeyPullsSchedule,
  lastCommunicationSchedule,
  overdueKeysSchedule,
  keysOutSummarySchedule,
  inactiveEmployeesSchedule,
  transactionPartitionsSchedule,
];
