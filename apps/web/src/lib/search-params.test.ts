import { describe, expect, it } from 'vitest';
import { searchChoice, searchId, searchText } from './search-params.ts';

describe('query-string readers', () => {
  it('reads text, and numbers as their text', () => {
    expect(searchText('/overview')).toBe('/overview');
    expect(searchText(123)).toBe('123');
    expect(searchText(undefined)).toBeUndefined();
    expect(searchText({ a: 1 })).toBeUndefined();
    expect(searchText(Number.NaN)).toBeUndefined();
  });

  it('reads one of the choices only', () => {
    expect(searchChoice(['locked', 'canceled'] as const, 'canceled')).toBe('canceled');
    expect(searchChoice(['locked', 'canceled'] as const, 'other')).toBeUndefined();
    expect(searchChoice(['locked'] as const, 1)).toBeUndefined();
  });

  it('reads positive 32-bit ids from numbers and digits', () => {
    expect(searchId(7)).toBe(7);
    expect(searchId('42')).toBe(42);
    expect(searchId('0')).toBeUndefined();
    expect(searchId(-3)).toBeUndefined();
    expect(searchId(1.5)).toBeUndefined();
    expect(searchId('')).toBeUndefined();
    expect(searchId('abc')).toBeUndefined();
    expect(searchId(2_147_483_648)).toBeUndefined();
  });
});
