import { zoneParts } from '../time-zone.ts';

/**
 * When the scheduled e-mails go out (decision 0044). Properties have no time zone of their own yet; every property
 * uses this one until they do, read through propertyTimeZone so that a per-property zone changes one function.
 */
export const DEFAULT_PROPERTY_TIME_ZONE = 'America/Chicago';

export const propertyTimeZone = (property?: { timeZone?: string | null }): string =>
  property?.timeZone || DEFAULT_PROPERTY_TIME_ZONE;

/** The last-communication e-mail is sent once a day, from this local hour (the property's morning). */
export const LAST_COMMUNICATION_SEND_HOUR = 7;

/** The local calendar date (YYYY-MM-DD) and hour (0–23) of an instant in a time zone. */
export function localDateHour(at: Date, timeZone: string): { date: string; hour: number } {
  const p = zoneParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.y}-${two(p.m + 1)}-${two(p.d)}`, hour: p.h };
}

/** Whether today's last-communication e-mail may go out at `at`: the local morning has come. */
export const lastCommunicationDue = (at: Date, timeZone: string) =>
  localDateHour(at, timeZone).hour >= LAST_COMMUNICATION_SEND_HOUR;

/** The daily keys-out summary goes out once a day from this local hour (decision 0048). */
export const KEYS_OUT_SUMMARY_SEND_HOUR = 7;
/** The weekly inactive-employees e-mail: Monday (ISO weekday 1), from this local hour until the end of that day. */
export const INACTIVE_EMPLOYEES_SEND = { isoWeekday: 1, hour: 7 } as const;
/** The overdue-keys sweep runs this often: a key is reported within this long of crossing its threshold. */
export const OVERDUE_KEYS_INTERVAL_MINUTES = 5;
/** At most this many keys or badges are listed in one e-mail; the rest are counted ("…and 12 more"). */
export const EMAIL_LIST_MAX = 100;

const DAY_MS = 86_400_000;

/** The ISO weekday (Monday 1 … Sunday 7) of a calendar date YYYY-MM-DD. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The ISO 8601 week of a calendar date, as "YYYY-Www": weeks start on Monday and belong to the year of their
 * Thursday, so 2026-12-31 (a Thursday) is 2026-W53 and 2027-01-03 (a Sunday) is 2026-W53 too.
 */
export function isoWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(d.getTime() + (4 - isoWeekday(date)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Whether the day's keys-out summary may go out at `at`: the local morning has come (once per local date). */
export const keysOutSummaryDue = (at: Date, timeZone: string) =>
  localDateHour(at, timeZone).hour >= KEYS_OUT_SUMMARY_SEND_HOUR;

/**
 * The local ISO week whose inactive-employees e-mail is due at `at`, or null when none is: on Monday from 07:00 local
 * time until midnight. An hourly run missed by a restart is made up by the next one the same day.
 */
export function inactiveEmployeesWeekDue(at: Date, timeZone: string): string | null {
  const { date, hour } = localDateHour(at, timeZone);
  if (isoWeekday(date) !== INACTIVE_EMPLOYEES_SEND.isoWeekday || hour < INACTIVE_EMPLOYEES_SEND.hour) return null;
  return isoWeek(date);
}

/**
 * The idempotency key of one threshold crossing of one key-out: the transaction that took the key out (key_states'
 * transaction_id) and the threshold in hours. Another key-out, or a new threshold crossed, is a new key; the same
 * crossing seen by a second run or a second worker is the same key, so it is mailed once.
 */
export const overdueKeyCrossingKey = (keyOutTransactionId: string | bigint, thresholdHours: number) =>
  `overdue-key:${keyOutTransactionId}:${thresholdHours}h`;

/** How long a key has been out, in words: "3 days 4 hours", "5 hours", "less than an hour". */
export function durationOut(since: Date, at: Date): string {
  const hours = Math.floor((at.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return 'less than an hour';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days === 0) return part(rest, 'hour');
  return rest === 0 ? part(days, 'day') : `${part(days, 'day')} ${part(rest, 'hour')}`;
}
