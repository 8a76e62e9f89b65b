import { zoneParts } from '../time-zone.ts';

/**
 * A rule as the matcher needs it: the units and employees resolved to what a transaction row carries (the unit's
 * name and the badge number), the window as minutes after local midnight.
 */
export interface KeyActivityRuleCriteria {
  active: boolean;
  activityCodes: readonly number[];
  unitNames: readonly string[];
  badgeNumbers: readonly string[];
  /** Both null: any time of day. start > end: the window crosses midnight (18:00–07:00). */
  startMinute: number | null;
  endMinute: number | null;
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  days: readonly number[];
}

export interface KeyActivityTransaction {
  time: Date | string;
  activityCode: number;
  unitName: string | null;
  badgeNumber: string | null;
}

/** The local weekday and minute of the day of an instant in a time zone (DST-aware through Intl). */
export function localClock(time: Date, timeZone: string): { weekday: number; minute: number } {
  const p = zoneParts(time, timeZone);
  return { weekday: p.weekday, minute: p.h * 60 + p.min };
}

/**
 * Whether the time falls in the rule's window and days (decision 0040). A window crossing midnight belongs to the
 * day it starts on: with Friday chosen, 18:00–07:00 covers Friday evening and the small hours of Saturday, not those
 * of Friday. The window's end minute is excluded (07:00 itself is no longer after hours).
 */
function inWindow(rule: KeyActivityRuleCriteria, time: Date, timeZone: string): boolean {
  const { weekday, minute } = localClock(time, timeZone);
  const dayOk = (d: number) => rule.days.length === 0 || rule.days.includes(d);
  if (rule.startMinute === null || rule.endMinute === null) return dayOk(weekday);
  const { startMinute: start, endMinute: end } = rule;
  if (start < end) return minute >= start && minute < end && dayOk(weekday);
  if (minute >= start) return dayOk(weekday);
  if (minute < end) return dayOk((weekday + 6) % 7);
  return false;
}

/**
 * Spec 001 §5 rule match: an active rule, and every category the rule names (activities, units, employees) contains the
 * transaction's value (categories left empty match anything), inside the window and days in the rule's time zone.
 */
export function matchesKeyActivityRule(
  rule: KeyActivityRuleCriteria,
  transaction: KeyActivityTransaction,
  timeZone: string,
): boolean {
  if (!rule.active) return false;
  // Spec 001 §5 forbids a rule naming nothing; one stored anyway must not mail every transaction.
  if (!rule.activityCodes.length && !rule.unitNames.length && !rule.badgeNumbers.length) return false;
  if (rule.activityCodes.length && !rule.activityCodes.includes(transaction.activityCode)) return false;
  if (rule.unitNames.length && (transaction.unitName === null || !rule.unitNames.includes(transaction.unitName)))
    return false;
  if (
    rule.badgeNumbers.length &&
    (transaction.badgeNumber === null || !rule.badgeNumbers.includes(transaction.badgeNumber))
  )
    return false;
  const time = typeof transaction.time === 'string' ? new Date(transaction.time) : transaction.time;
  return inWindow(rule, time, timeZone);
}
