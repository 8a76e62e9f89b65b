import { describe, expect, it } from 'vitest';
import { hourDays, offsetChanges } from './hourly-figures-sql.ts';

const HOUR = 3_600_000;
const QUARTER = HOUR / 4;

/** The wall-clock date of an instant in a zone, read by Intl alone (the oracle). */
const dateIn = (tz: string) => {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (t: number) => f.format(new Date(t));
};

/**
 * Each whole hour's day by brute force: the dates of its quarters and of its last millisecond (every zone changes
 * its offset and its day on a quarter hour). 'cut' when they differ.
 */
function bruteForce(from: number, to: number, tz: string): string[] {
  const date = dateIn(tz);
  const out: string[] = [];
  for (let h = from; h < to; h += HOUR) {
    const seen = new Set([h, h + QUARTER, h + 2 * QUARTER, h + 3 * QUARTER, h + HOUR - 1].map(date));
    out.push(seen.size === 1 ? [...seen][0]! : 'cut');
  }
  return out;
}

/** hourDays' answer spelled out per hour, in the brute force's terms. */
function perHour(from: number, to: number, tz: string): string[] {
  const { starts, days, cut } = hourDays(new Date(from), new Date(to), tz);
  const cuts = new Set(cut.map((d) => d.getTime()));
  const out: string[] = [];
  let run = -1;
  for (let h = from; h < to; h += HOUR) {
    while (run + 1 < starts.length && starts[run + 1]!.getTime() <= h) run++;
    out.push(cuts.has(h) ? 'cut' : (days[run] ?? 'none'));
  }
  return out;
}

describe('hourDays', () => {
  // Windows of 31 days that hold a change of offset (daylight time starting or ending) or a half-hour midnight.
  const cases: [string, string][] = [
    ['UTC', '2036-02-09T00:00:00Z'],
    ['America/New_York', '2036-02-09T05:00:00Z'], // daylight time starts on 9 March
    ['America/New_York', '2036-10-15T04:00:00Z'], // and ends on 2 November
    ['Asia/Kolkata', '2036-02-08T19:00:00Z'], // +05:30: every midnight cuts an hour
    ['Asia/Kathmandu', '2036-02-08T19:00:00Z'], // +05:45
    ['Australia/Lord_Howe', '2036-03-15T13:00:00Z'], // +11 to +10:30, half an hour back, on 6 April
    ['Australia/Lord_Howe', '2036-09-20T13:00:00Z'], // +10:30 to +11 on 5 October, inside a UTC hour
    ['America/St_Johns', '2036-10-15T03:00:00Z'], // -02:30 to -03:30 on 2 November
    ['Pacific/Chatham', '2036-03-20T11:00:00Z'], // +13:45 to +12:45 on 6 April
  ];

  it.each(cases)('gives every hour of 31 days in %s from %s its day, as the wall clock does', (tz, start) => {
    const from = Date.parse(start);
    const to = from + 31 * 24 * HOUR;
    expect(perHour(from, to, tz)).toEqual(bruteForce(from, to, tz));
  });

  it('finds each change of offset to the second', () => {
    const from = Date.parse('2036-09-20T13:00:00Z');
    const changes = offsetChanges(from, from + 31 * 24 * HOUR, 'Australia/Lord_Howe');
    // Lord Howe goes from +10:30 to +11 at 02:00 standard time on 5 October 2036 (15:30 UTC on the 4th).
    expect(changes).toEqual([{ at: Date.parse('2036-10-04T15:30:00Z'), offset: 11 * HOUR }]);
    expect(offsetChanges(from, from + 31 * 24 * HOUR, 'UTC')).toEqual([]);
  });

  it('cuts the hours that a half-hour midnight falls in and no others', () => {
    const from = Date.parse('2036-02-08T19:00:00Z');
    const { cut, days } = hourDays(new Date(from), new Date(from + 3 * 24 * HOUR), 'Asia/Kolkata');
    // Kolkata's midnight is 18:30 UTC.
    expect(cut.map((d) => d.toISOString())).toEqual([
      '2036-02-09T18:00:00.000Z',
      '2036-02-10T18:00:00.000Z',
      '2036-02-11T18:00:00.000Z',
    ]);
    expect(days).toEqual(['2036-02-09', '2036-02-10', '2036-02-11']);
  });

  it('works an answer out once per zone and hours, and never hands out one to change', () => {
    const from = new Date('2036-10-15T04:00:00Z');
    const to = new Date(from.getTime() + 31 * 24 * HOUR);
    const first = hourDays(from, to, 'America/New_York');
    // The same hours in the same zone (new Date objects, as each request makes): the same answer.
    expect(hourDays(new Date(from), new Date(to), 'America/New_York')).toBe(first);
    // Another zone, or the next hour, is worked out on its own.
    const utc = hourDays(from, to, 'UTC');
    expect(utc).not.toBe(first);
    expect(utc.days[0]).toBe('2036-10-15');
    const later = hourDays(new Date(from.getTime() + HOUR), new Date(to.getTime() + HOUR), 'America/New_York');
    expect(later).not.toBe(first);
    expect(later.starts[0]!.getTime()).toBe(from.getTime() + HOUR);
    expect(Object.isFrozen(first) && Object.isFrozen(first.starts) && Object.isFrozen(first.days)).toBe(true);
    expect(Object.isFrozen(first.cut)).toBe(true);
  });
});
