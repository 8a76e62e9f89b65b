import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text.ts';

describe('storable text', () => {
  it('accepts ordinary text, accents and paired surrogates (emoji)', () => {
    expect(isStorableText('Unit 4B – Café 🔑')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });
  it('refuses NUL and unpaired surrogates, high or low', () => {
    expect(isStorableText('a\u0000')).toBe(false);
    expect(isStorableText('x\uD800')).toBe(false);
    expect(isStorableText('\uDC00y')).toBe(false);
    expect(isStorableText('\uD83D\uDD11')).toBe(true);
  });
  it('names the path of every bad string or key in nested objects and arrays', () => {
    const body = { name: 'ok', criteria: { units: ['A', 'B\u0000'] }, ['k\uD800']: 1, n: 5 };
    expect(unstorableTextPaths(body)).toEqual(['criteria.units.1', 'k\uD800']);
    expect(unstorableTextPaths('a\u0000')).toEqual(['']);
    expect(unstorableTextPaths({ a: 1, b: [true, null] })).toEqual([]);
    expect(unstorableTextPaths({ note: 'Café 🔑', list: [{ ['🔑']: '\uD83D\uDD11' }] })).toEqual([]);
    expect(unstorableTextPaths([{ ok: 'a' }, { ok: 'b', bad: ['c', '\uDFFF'] }])).toEqual(['1.bad.1']);
    // A query string parser's object without Object.prototype is searched too.
    const bare = Object.assign(Object.create(Object.create(null) as object) as object, { query: 'a\u0000' });
    expect(unstorableTextPaths(bare)).toEqual(['query']);
  });
  it('does not search buffers, streams or structures nested past its depth', () => {
    expect(unstorableTextPaths({ file: Buffer.from('\u0000') })).toEqual([]);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(unstorableTextPaths(deep)).toEqual([]);
  });
});
