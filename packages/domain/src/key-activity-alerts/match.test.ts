import { describe, expect, it } from 'vitest';
import { localClock, matchesKeyActivityRule, type KeyActivityRuleCriteria } from './match.ts';

const rule = (over: Partial<KeyActivityRuleCriteria> = {}): KeyActivityRuleCriteria => ({
  active: true,
  activityCodes: [2],
  unitNames: [],
  badgeNumbers: [],
  startMinute: null,
  endMinute: null,
  days: [],
  ...over,
});
const tx = (
  time: string,
  over: Partial<{ activityCode: number; unitName: string | null; badgeNumber: string | null }> = {},
) => ({
  time,
  activityCode: 2,
  unitName: '101',
  badgeNumber: 'B1',
  ...over,
});
const NY = 'America/New_York';
const AFTER_HOURS = { startMinute: 18 * 60, endMinute: 7 * 60 };

describe('matchesKeyActivityRule', () => {
  it('matches on each named category and ignores the empty ones', () => {
    expect(matchesKeyActivityRule(rule(), tx('2026-11-25T15:00:00Z'), NY)).toBe(true);
    expect(matchesKeyActivityRule(rule(), tx('2026-11-25T15:00:00Z', { activityCode: 3 }), NY)).toBe(false);
    const unitRule = rule({ activityCodes: [], unitNames: ['101', '102'] });
    expect(matchesKeyActivityRule(unitRule, tx('2026-11-25T15:00:00Z', { unitName: '102' }), NY)).toBe(true);
    expect(matchesKeyActivityRule(unitRule, tx('2026-11-25T15:00:00Z', { unitName: null }), NY)).toBe(false);
    const badgeRule = rule({ activityCodes: [], badgeNumbers: ['B9'] });
    expect(matchesKeyActivityRule(badgeRule, tx('2026-11-25T15:00:00Z'), NY)).toBe(false);
    expect(matchesKeyActivityRule(badgeRule, tx('2026-11-25T15:00:00Z', { badgeNumber: 'B9' }), NY)).toBe(true);
  });

  it('needs every named category to match (activity AND unit)', () => {
    const both = rule({ activityCodes: [2], unitNames: ['101'] });
    expect(matchesKeyActivityRule(both, tx('2026-11-25T15:00:00Z'), NY)).toBe(true);
    expect(matchesKeyActivityRule(both, tx('2026-11-25T15:00:00Z', { unitName: '999' }), NY)).toBe(false);
  });

  it('never matches a paused rule or one naming nothing', () => {
    expect(matchesKeyActivityRule(rule({ active: false }), tx('2026-11-25T15:00:00Z'), NY)).toBe(false);
    expect(matchesKeyActivityRule(rule({ activityCodes: [] }), tx('2026-11-25T15:00:00Z'), NY)).toBe(false);
  });

  it('applies an after-hours window that crosses midnight, in the given time zone', () => {
    const r = rule(AFTER_HOURS);
    // 2026-11-25 is a Wednesday; New York is UTC-5 in November.
    expect(matchesKeyActivityRule(r, tx('2026-11-25T23:30:00Z'), NY)).toBe(true); // 18:30 local
    expect(matchesKeyActivityRule(r, tx('2026-11-26T04:59:00Z'), NY)).toBe(true); // 23:59
    expect(matchesKeyActivityRule(r, tx('2026-11-26T05:00:00Z'), NY)).toBe(true); // 00:00
    expect(matchesKeyActivityRule(r, tx('2026-11-26T11:59:00Z'), NY)).toBe(true); // 06:59
    expect(matchesKeyActivityRule(r, tx('2026-11-26T12:00:00Z'), NY)).toBe(false); // 07:00: the end is excluded
    expect(matchesKeyActivityRule(r, tx('2026-11-25T22:59:00Z'), NY)).toBe(false); // 17:59
    // The same instant is 23:30 in UTC but 18:30 in New York, and 15:30 in Los Angeles.
    expect(matchesKeyActivityRule(r, tx('2026-11-25T23:30:00Z'), 'America/Los_Angeles')).toBe(false);
    expect(matchesKeyActivityRule(r, tx('2026-11-25T23:30:00Z'), 'UTC')).toBe(true);
  });

  it('applies a daytime window that does not cross midnight', () => {
    const r = rule({ startMinute: 9 * 60, endMinute: 17 * 60 });
    expect(matchesKeyActivityRule(r, tx('2026-11-25T14:00:00Z'), NY)).toBe(true); // 09:00
    expect(matchesKeyActivityRule(r, tx('2026-11-25T22:00:00Z'), NY)).toBe(false); // 17:00
    expect(matchesKeyActivityRule(r, tx('2026-11-25T13:59:00Z'), NY)).toBe(false); // 08:59
  });

  it('gives the small hours of a crossing window to the day it started', () => {
    const fridayNights = rule({ ...AFTER_HOURS, days: [5] });
    expect(matchesKeyActivityRule(fridayNights, tx('2026-11-27T23:00:00Z'), NY)).toBe(true); // Fri 18:00
    expect(matchesKeyActivityRule(fridayNights, tx('2026-11-28T08:00:00Z'), NY)).toBe(true); // Sat 03:00
    expect(matchesKeyActivityRule(fridayNights, tx('2026-11-27T08:00:00Z'), NY)).toBe(false); // Fri 03:00 (Thursday night)
    expect(matchesKeyActivityRule(fridayNights, tx('2026-11-28T23:00:00Z'), NY)).toBe(false); // Sat 18:00
  });

  it('filters by local weekday without a window', () => {
    const weekends = rule({ days: [0, 6] });
    expect(matchesKeyActivityRule(weekends, tx('2026-11-28T15:00:00Z'), NY)).toBe(true); // Saturday
    expect(matchesKeyActivityRule(weekends, tx('2026-11-27T15:00:00Z'), NY)).toBe(false); // Friday
    // Saturday 02:00 UTC is still Friday evening in New York.
    expect(matchesKeyActivityRule(weekends, tx('2026-11-28T02:00:00Z'), NY)).toBe(false);
  });

  it('follows daylight saving time', () => {
    // 2026-07-01 New York is UTC-4: 22:30 UTC is 18:30 local (in the window); in January it is 17:30 (outside).
    const r = rule(AFTER_HOURS);
    expect(matchesKeyActivityRule(r, tx('2026-07-01T22:30:00Z'), NY)).toBe(true);
    expect(matchesKeyActivityRule(r, tx('2026-01-07T22:30:00Z'), NY)).toBe(false);
    expect(localClock(new Date('2026-07-01T22:30:00Z'), NY)).toEqual({ weekday: 3, minute: 18 * 60 + 30 });
  });
});
