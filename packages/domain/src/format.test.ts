import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDate,
  formatCount,
  formatDateTime,
  formatMoneyCents,
  formatPhone,
  formatTime,
  newFormatter,
  phoneHref,
  sortByName,
} from './format.ts';

describe('dates and times', () => {
  const at = '2026-03-07T14:05:00Z';
  it('formats dates as MM/DD/YYYY', () => {
    expect(formatDate(at, 'UTC')).toBe('03/07/2026');
    expect(formatDate(new Date('2026-12-31T23:30:00Z'), 'America/Chicago')).toBe('12/31/2026');
  });
  it('formats times as hh:mm a', () => {
    expect(formatTime(at, 'UTC')).toBe('02:05 PM');
    expect(formatTime('2026-03-07T00:09:00Z', 'UTC')).toBe('12:09 AM');
    expect(formatTime('2026-03-07T12:00:00Z', 'UTC')).toBe('12:00 PM');
    expect(formatDateTime(at, 'UTC')).toBe('03/07/2026 02:05 PM');
  });
  it("formats the viewer's own zone (none named) as Intl does for it, across midnight, noon and DST changes", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/Chicago', 'America/St_Johns', 'Asia/Kolkata', 'UTC']) {
        process.env.TZ = zone;
        // Every 97 minutes through 2026 (both DST changes), plus the hours around midnight and noon.
        const instants = [Date.UTC(2026, 2, 8, 6), Date.UTC(2026, 10, 1, 5, 59), Date.UTC(2026, 0, 1, 12)];
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 60_000) instants.push(t);
        for (const t of instants) {
          const date = new Date(t);
          expect(formatDateTime(date)).toBe(formatDateTime(date, zone));
        }
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
  it('formats a named zone exactly as Intl reads it, on the days the zone changes its offset and every other day', () => {
    const intl = (t: number, format: Intl.DateTimeFormat) => {
      const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, x.value]));
      return `${p.month}/${p.day}/${p.year} ${p.hour === '24' ? '12' : p.hour}:${p.minute} ${p.dayPeriod}`;
    };
    // Whole-hour, half-hour and 45-minute offsets; a 30-minute daylight shift (Lord Howe); the southern hemisphere.
    // Each zone with the UTC days (month from 0, day) on which it changes its offset in 2026.
    const zones: [string, [number, number][]][] = [
      [
        'America/New_York',
        [
          [2, 8],
          [10, 1],
        ],
      ],
      ['Asia/Kolkata', []],
      [
        'Australia/Lord_Howe',
        [
          [3, 5],
          [9, 4],
        ],
      ],
      [
        'Pacific/Chatham',
        [
          [3, 5],
          [8, 27],
        ],
      ],
      [
        'Europe/London',
        [
          [2, 29],
          [9, 25],
        ],
      ],
      ['UTC', []],
    ];
    for (const [zone, changes] of zones) {
      const format = newFormatter(zone);
      // Every 37 minutes through 2026 (each change, from both sides), and every minute around the zone's change days.
      const instants: number[] = [];
      for (let t = Date.UTC(2025, 11, 31); t < Date.UTC(2027, 0, 2); t += 37 * 60_000) instants.push(t);
      const changeDays = changes.map(([m, d]) => Date.UTC(2026, m, d));
      for (const day of changeDays)
        for (let t = day - 43_200_000; t < day + 129_600_000; t += 60_000) instants.push(t, t + 59_999);
      const wrong = instants.filter((t) => formatDateTime(t, zone) !== intl(t, format));
      expect(wrong.map((t) => `${zone} ${new Date(t).toISOString()}: ${formatDateTime(t, zone)}`)).toEqual([]);
    }
  }, 30_000); // About 250,000 readings of Intl: seconds on a busy machine (the default 5 s once timed out in CI).
  it('shows nothing for empty or invalid input', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
  });
});

describe('counts', () => {
  it('separates thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1, -1234, -1234567])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('money', () => {
  it('shows dollars and two decimals', () => {
    expect(formatMoneyCents(2995)).toBe('$29.95');
    expect(formatMoneyCents(950)).toBe('$9.50');
    expect(formatMoneyCents(123456789)).toBe('$1,234,567.89');
    expect(formatMoneyCents(5)).toBe('$0.05');
  });
  it('shows $0.00 when empty', () => {
    expect(formatMoneyCents(null)).toBe('$0.00');
    expect(formatMoneyCents(undefined)).toBe('$0.00');
    expect(formatMoneyCents(Number.NaN)).toBe('$0.00');
    expect(formatMoneyCents(0)).toBe('$0.00');
  });
  it('shows negatives with a minus, or in parentheses where asked', () => {
    expect(formatMoneyCents(-250)).toBe('-$2.50');
    expect(formatMoneyCents(-250, { parentheses: true })).toBe('($2.50)');
    expect(formatMoneyCents(250, { parentheses: true })).toBe('$2.50');
  });
});

describe('sorting ignores a leading "The"', () => {
  it('orders names as if "The" were not there', () => {
    const names = [
      'Willow Park Residences',
      'The Reserve at Stone Creek',
      'Bluebonnet Village',
      'Maple Grove Apartments',
      'Theater Lofts',
    ];
    expect(sortByName(names, (n) => n)).toEqual([
      'Bluebonnet Village',
      'Maple Grove Apartments',
      'The Reserve at Stone Creek',
      'Theater Lofts',
      'Willow Park Residences',
    ]);
  });
  it('ignores case and treats empty names as empty', () => {
    expect(compareNames('the alamo', 'Alamo')).toBe(0);
    expect(compareNames(null, 'A')).toBeLessThan(0);
  });
});

describe('phones', () => {
  it('formats 10-digit numbers and builds tel: links', () => {
    expect(formatPhone('5125550142')).toBe('(512) 555-0142');
    expect(formatPhone('+1 512-555-0142')).toBe('(512) 555-0142');
    expect(formatPhone('ext. 12')).toBe('ext. 12');
    expect(phoneHref('(512) 555-0142')).toBe('tel:+15125550142');
  });
});
