import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './property-summary.ts';

describe('formatPhoneNumber', () => {
  it('formats ten digits with or without a country code and separators', () => {
    expect(formatPhoneNumber('5125550142')).toBe('(512) 555-0142');
    expect(formatPhoneNumber('+1 512.555.0142')).toBe('(512) 555-0142');
  });
  it('leaves other values as stored and empty as null', () => {
    expect(formatPhoneNumber('ext 12')).toBe('ext 12');
    expect(formatPhoneNumber('')).toBeNull();
    expect(formatPhoneNumber(null)).toBeNull();
  });
});
