import { describe, expect, it } from 'vitest';
import { processCeiling, processesMet, PROCESS_RATIO_TARGET, type ProcessScaling } from './processes.ts';
import { spread } from './stats.ts';

const side = {
  rps: spread([1]),
  p95: spread([1]),
  busy: spread([1]),
  cores: { api: 1, postgres: 0, loadGenerator: 0 },
};
const scaling = (ratio: number, judged: boolean): ProcessScaling => ({
  request: 'POST /x',
  label: 'x',
  connections: 4,
  poolPerProcess: 10,
  one: side,
  two: side,
  ratio: spread([ratio, ratio, ratio, ratio, ratio]),
  ceiling: 2,
  judged,
});

describe('processCeiling', () => {
  it('is the cores ÷ the cores one process kept busy, at most 2', () => {
    expect(processCeiling({ api: 0.66, postgres: 0.84, loadGenerator: 0.1 }, 2)).toBeCloseTo(1.25, 2);
    expect(processCeiling({ api: 1.06, postgres: 0.04, loadGenerator: 0.09 }, 2)).toBeCloseTo(1.68, 2);
    expect(processCeiling({ api: 0.5, postgres: 0, loadGenerator: 0 }, 2)).toBe(2);
    expect(processCeiling({ api: 0, postgres: 0, loadGenerator: 0 }, 2)).toBeNaN();
  });
});

describe('processesMet', () => {
  it('judges only the requests marked judged, and needs one', () => {
    expect(processesMet([scaling(1.1, false), scaling(PROCESS_RATIO_TARGET, true)])).toBe(true);
    expect(processesMet([scaling(1.9, false), scaling(1.5, true)])).toBe(false);
    expect(processesMet([scaling(1.9, false)])).toBe(false);
  });
});
