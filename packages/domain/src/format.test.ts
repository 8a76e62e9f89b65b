import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDate,
  formatDateTime,
  formatMoneyCents,
  formatPhone,
  formatTime,
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
  it('shows nothing for empty or invalid input', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
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
