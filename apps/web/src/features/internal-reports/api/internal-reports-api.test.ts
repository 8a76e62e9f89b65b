import { describe, expect, it } from 'vitest';
import { filterQuery } from './internal-reports-api.ts';

describe('filterQuery', () => {
  it('leaves out what is not set and encodes the rest', () => {
    expect(filterQuery({})).toBe('');
    expect(filterQuery({ from: undefined, reasonId: '' })).toBe('');
    expect(filterQuery({ days: 120, datalogType: 'gen10' })).toBe('?days=120&datalogType=gen10');
    expect(filterQuery({ timeZone: 'America/Chicago', from: '2026-01-01' })).toBe(
      '?timeZone=America%2FChicago&from=2026-01-01',
    );
  });
});
