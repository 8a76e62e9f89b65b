import { describe, expect, it } from 'vitest';
import {
  durationOut,
  inactiveEmployeesWeekDue,
  isoWeek,
  isoWeekday,
  keysOutSummaryDue,
  lastCommunicationDue,
  localDateHour,
  overdueKeyCrossingKey,
} from './schedule.ts';

describe('scheduled e-mail times', () => {
  it('reads the local date and hour, across a date line and a DST change', () => {
    expect(localDateHour(new Date('2026-11-25T05:30:00Z'), 'America/Chicago')).toEqual({
      date: '2026-11-24',
      hour: 23,
    });
    expect(localDateHour(new Date('2026-11-25T06:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-11-25', hour: 0 });
    expect(localDateHour(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toEqual({ date: '2026-07-01', hour: 7 });
    expect(localDateHour(new Date('2026-01-01T00:00:00Z'), 'UTC')).toEqual({ date: '2026-01-01', hour: 0 });
  });

  it('the last-communication e-mail is due from 07:00 local time', () => {
    expect(lastCommunicationDue(new Date('2026-11-25T12:59:00Z'), 'America/Chicago')).toBe(false);
    expect(lastCommunicationDue(new Date('2026-11-25T13:00:00Z'), 'America/Chicago')).toBe(true);
    expect(lastCommunicationDue(new Date('2026-11-26T05:59:00Z'), 'America/Chicago')).toBe(true);
  });
});

describe('weekly and daily alert e-mails', () => {
  it('numbers ISO weeks: Monday starts the week, the week belongs to the year of its Thursday', () => {
    expect(isoWeek('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeek('2026-11-29')).toBe('2026-W48'); // the Sunday after
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2026-12-31')).toBe('2026-W53'); // 2026 has 53 weeks (it starts on a Thursday)
    expect(isoWeek('2027-01-03')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01'); // a Monday in the last days of December
    expect(isoWeek('2021-01-03')).toBe('2020-W53');
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('the inactive-employees e-mail is due on Monday from 07:00 local time, for that local ISO week', () => {
    // Monday 2026-11-23 in Chicago (UTC-6): 07:00 local is 13:00Z.
    expect(inactiveEmployeesWeekDue(new Date('2026-11-23T12:59:00Z'), 'America/Chicago')).toBeNull();
    expect(inactiveEmployeesWeekDue(new Date('2026-11-23T13:00:00Z'), 'America/Chicago')).toBe('2026-W48');
    // Still Monday locally (23:30), though Tuesday in UTC.
    expect(inactiveEmployeesWeekDue(new Date('2026-11-24T05:30:00Z'), 'America/Chicago')).toBe('2026-W48');
    expect(inactiveEmployeesWeekDue(new Date('2026-11-24T06:00:00Z'), 'America/Chicago')).toBeNull();
    // Monday 15:00 UTC is 09:00 in Chicago but Sunday evening nowhere: a Sunday in Chicago is never due.
    expect(inactiveEmployeesWeekDue(new Date('2026-11-23T03:00:00Z'), 'America/Chicago')).toBeNull();
  });

  it('the keys-out summary is due from 07:00 local time', () => {
    expect(keysOutSummaryDue(new Date('2026-11-25T12:59:00Z'), 'America/Chicago')).toBe(false);
    expect(keysOutSummaryDue(new Date('2026-11-25T13:00:00Z'), 'America/Chicago')).toBe(true);
  });

  it('one idempotency key per key-out and threshold: a new threshold is a new crossing', () => {
    expect(overdueKeyCrossingKey(123n, 24)).toBe('overdue-key:123:24h');
    expect(overdueKeyCrossingKey('123', 48)).not.toBe(overdueKeyCrossingKey('123', 24));
  });

  it('says how long a key has been out', () => {
    const since = new Date('2026-11-20T10:00:00Z');
    expect(durationOut(since, new Date('2026-11-20T10:59:00Z'))).toBe('less than an hour');
    expect(durationOut(since, new Date('2026-11-20T11:00:00Z'))).toBe('1 hour');
    expect(durationOut(since, new Date('2026-11-21T10:00:00Z'))).toBe('1 day');
    expect(durationOut(since, new Date('2026-11-23T15:30:00Z'))).toBe('3 days 5 hours');
  });
});
