import { describe, expect, it } from 'vitest';
import { currentStep, growthProvenance, growthRatio, growthSteps, growthTable, type GrowthColumn } from './growth.ts';

const column = (step: number, total: number, p95: Record<string, number>): GrowthColumn => ({
  step,
  total,
  measuredAt: '2026-11-27T03:00:00.000Z',
  loadAverage: [1, 1, 1],
  p95,
});

describe('bench growth steps', () => {
  it('grows to 10M by default and to 50M only when asked', () => {
    expect(growthSteps('10m')).toEqual([1_000_000, 10_000_000]);
    expect(growthSteps('50m')).toEqual([1_000_000, 10_000_000, 50_000_000]);
    expect(growthSteps('1m')).toEqual([1_000_000]);
  });

  it('never stops below the step the database already reached', () => {
    expect(growthSteps('10m', 50_000_000)).toEqual([1_000_000, 10_000_000, 50_000_000]);
    expect(growthSteps('1m', 10_000_000)).toEqual([1_000_000, 10_000_000]);
    expect(growthSteps('10m', 49_999_999)).toEqual([1_000_000, 10_000_000]);
    expect(growthSteps('50m', 1_200_000)).toEqual([1_000_000, 10_000_000, 50_000_000]);
  });

  it('places a database at the largest step it reached, and below 1M at the first', () => {
    expect(currentStep(1_182_810)).toBe(1_000_000);
    expect(currentStep(10_000_000)).toBe(10_000_000);
    expect(currentStep(49_999_999)).toBe(10_000_000);
    expect(currentStep(500_000)).toBe(1_000_000);
  });
});

describe('bench growth table', () => {
  const cases = [
    { key: 'typical/keys-out', label: 'Typical: keys out' },
    { key: 'large/all-dates', label: 'Large: all dates' },
  ];

  it('gives 50M ÷ 1M once both are measured, and nothing while one is missing', () => {
    const cols = [
      column(1_000_000, 1_182_810, { 'typical/keys-out': 10 }),
      column(50_000_000, 5e7, { 'typical/keys-out': 11.5 }),
    ];
    expect(growthRatio(cols, 'typical/keys-out')).toBe(1.15);
    expect(growthRatio(cols, 'large/all-dates')).toBeNull();
    expect(growthRatio([cols[0]!], 'typical/keys-out')).toBeNull();
  });

  it('prints three columns, marks steps never built, and the interim 10M ratio while 50M is missing', () => {
    const lines = growthTable(
      [
        column(1_000_000, 1_182_810, { 'typical/keys-out': 10, 'large/all-dates': 40 }),
        column(10_000_000, 10_000_000, { 'typical/keys-out': 12, 'large/all-dates': 200 }),
      ],
      cases,
    );
    expect(lines[0]).toBe('| Case | 1M (1,182,810 rows) | 10M (10,000,000 rows) | 50M | 50M ÷ 1M (goal ≤ 1.2) |');
    expect(lines[2]).toBe('| Typical: keys out | 10 ms | 12 ms | not built | — (10M ÷ 1M: 1.2) |');
    expect(lines[3]).toBe('| Large: all dates | 40 ms | 200 ms | not built | — (10M ÷ 1M: 5) |');
  });

  it('judges the 50M ratio against the goal of 1.2', () => {
    const lines = growthTable(
      [
        column(1_000_000, 1e6, { 'typical/keys-out': 10, 'large/all-dates': 40 }),
        column(50_000_000, 5e7, { 'typical/keys-out': 12, 'large/all-dates': 400 }),
      ],
      cases,
    );
    expect(lines[2]).toContain('| 1.2 met |');
    expect(lines[3]).toContain('| 10 **missed** |');
  });
});

describe('bench growth provenance', () => {
  it("names the database a column was measured on when it is not the run's own", () => {
    const line = growthProvenance([
      { ...column(50_000_000, 50_000_000, {}), database: 'kc_bench50' },
      column(1_000_000, 1_182_810, {}),
    ]);
    expect(line).toBe(
      '1M measured 2026-11-27 03:00 UTC, load 1 / 1 / 1; 50M measured 2026-11-27 03:00 UTC, load 1 / 1 / 1 (on database kc_bench50)',
    );
  });
});
