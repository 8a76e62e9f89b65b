import { describe, expect, it } from 'vitest';
import { showSpread, spread } from './stats.ts';

describe('bench spread', () => {
  it('gives the median, extremes and interpolated quartiles of unsorted rounds, keeping their order', () => {
    const s = spread([0.9, 0.5, 0.7, 0.6, 0.8]);
    expect(s).toEqual({ median: 0.7, min: 0.5, max: 0.9, q1: 0.6, q3: 0.8, rounds: [0.9, 0.5, 0.7, 0.6, 0.8] });
  });

  it('interpolates the median of an even number of rounds', () => {
    expect(spread([1, 2, 3, 4]).median).toBe(2.5);
    expect(spread([1, 2, 3, 4]).q1).toBe(1.75);
  });

  it('prints the median first, then the range and the IQR', () => {
    expect(showSpread(spread([10, 20, 30]), ' ms')).toBe('20 ms (10–30 ms, IQR 15–25)');
  });

  it('has no figures for no rounds', () => {
    expect(Number.isNaN(spread([]).median)).toBe(true);
  });
});
