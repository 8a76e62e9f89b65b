import { describe, expect, it } from 'vitest';
import { emptyTagRow, tagNumberError, tagRowsInitialValues, tagsBody } from './key-tags-form.ts';

describe('scanning units form', () => {
  it('starts from the saved tags and sends every row trimmed', () => {
    const values = tagRowsInitialValues([
      { tagNumber: '1001', hook: 'A1', unitId: 7 },
      { tagNumber: '1002', hook: '', unitId: null },
    ]);
    expect(values.rows.map(({ tagNumber, hook, unitId }) => ({ tagNumber, hook, unitId }))).toEqual([
      { tagNumber: '1001', hook: 'A1', unitId: '7' },
      { tagNumber: '1002', hook: '', unitId: null },
    ]);
    values.rows.push({ ...emptyTagRow(), tagNumber: ' 1003', hook: ' B2 ' });
    expect(new Set(values.rows.map((r) => r.key)).size).toBe(3);
    expect(tagsBody(values, 5)).toEqual({
      rowVersion: 5,
      tags: [
        { tagNumber: '1001', unitId: 7, hook: 'A1' },
        { tagNumber: '1002', unitId: null, hook: null },
        { tagNumber: '1003', unitId: null, hook: 'B2' },
      ],
    });
  });

  it("checks a typed tag with the domain's rule and leaves an empty one to the server", () => {
    expect(tagNumberError('')).toBeNull();
    expect(tagNumberError('1000')).toBeNull();
    expect(tagNumberError('12')).toBe('Exactly 4 digits');
    expect(tagNumberError('9001')).toBe('The 9000 series is reserved');
  });
});
