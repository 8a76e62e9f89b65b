// Summaries of the per-round figures of `npm run bench` (decision 0029): the median and how far the rounds spread.

export interface Spread {
  /** The median of the rounds. */
  median: number;
  min: number;
  max: number;
  /** First and third quartiles (linear interpolation between the sorted rounds). */
  q1: number;
  q3: number;
  /** Every round's value, in the order the rounds ran. */
  rounds: number[];
}

/** The q-quantile (0 ≤ q ≤ 1) of already sorted values, interpolating linearly between neighbours. */
function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const low = sorted[lo]!;
  return low + (sorted[hi]! - low) * (at - lo);
}

export function spread(values: readonly number[], digits = 2): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    median: round(quantileSorted(sorted, 0.5)),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted.at(-1) ?? Number.NaN),
    q1: round(quantileSorted(sorted, 0.25)),
    q3: round(quantileSorted(sorted, 0.75)),
    rounds: values.map(round),
  };
}

/** "0.84 (0.79–0.90, IQR 0.82–0.86)" */
export function showSpread(s: Spread, unit = ''): string {
  return `${s.median}${unit} (${s.min}–${s.max}${unit}, IQR ${s.q1}–${s.q3})`;
}

/** One side of a comparison (the app, or the bare baseline), over the rounds. */
export interface SideSummary {
  rps: Spread;
  p50: Spread;
  p95: Spread;
  p99: Spread;
  requests: number;
}

export interface Comparison {
  app: SideSummary;
  bare: SideSummary;
  /** App requests per second ÷ bare requests per second, one value per round. */
  throughputRatio: Spread;
}
