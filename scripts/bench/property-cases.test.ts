import { describe, expect, it } from 'vitest';
import { caseTargets, propertyTable, type CaseResult } from './property-cases.ts';
import { spread } from './stats.ts';

const side = (p95: number, rps: number) => ({
  rps: spread([rps], 0),
  p50: spread([p95 / 2]),
  p95: spread([p95]),
  p99: spread([p95 * 2]),
  requests: rps,
});
const result = (p95: number, ratio: number, download = false): CaseResult => ({
  key: 'large/x',
  label: 'X',
  download,
  comparison: { app: side(p95, 100 * ratio), bare: side(p95, 100), throughputRatio: spread([ratio]) },
});

describe('bench report case targets', () => {
  it('judges p95 against the property target and the ratio against 0.85', () => {
    expect(caseTargets(result(100, 0.85), 100)).toEqual({ p95: true, ratio: true });
    expect(caseTargets(result(100.5, 0.84), 100)).toEqual({ p95: false, ratio: false });
  });

  it('gives a download no latency target', () => {
    expect(caseTargets(result(5000, 0.9, true), 100)).toEqual({ p95: null, ratio: true });
  });

  it('prints one row per case with its verdicts', () => {
    const lines = propertyTable({
      name: 'P',
      id: 1,
      transactions: 1000,
      last30Days: 10,
      keysOut: 2,
      p95TargetMs: 50,
      cases: [result(40, 0.9), result(5000, 0.5, true)],
    });
    expect(lines[0]).toBe('### P: 1,000 transactions, 10 in the last 30 days, 2 keys out');
    expect(lines[4]).toMatch(/\| met \| met \|$/);
    expect(lines[5]).toMatch(/\| n\/a \| \*\*missed\*\* \|$/);
  });
});
