import { describe, expect, it } from 'vitest';
import { lastCommunicationDue, localDateHour } from './schedule.ts';

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
