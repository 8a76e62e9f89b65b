// The growth columns of `npm run bench` (issue 17 item 2): the p95 of each report when the history holds 1M, 10M and
// (opt-in, --scale 50m) 50M transactions. The benchmark grows one database in steps and measures each step when it
// reaches it; the figures of a step are kept in the database itself (table bench_growth), so a later run that finds
// the database already past a step still prints that step's column, with the date and load it was measured under.
import type pg from 'pg';

export const GROWTH_STEPS = [1_000_000, 10_000_000, 50_000_000] as const;
/** --scale: the last step a run grows to. */
export const SCALES = { '1m': GROWTH_STEPS[0], '10m': GROWTH_STEPS[1], '50m': GROWTH_STEPS[2] } as const;
export type Scale = keyof typeof SCALES;

/**
 * The steps a run grows through: 1M and 10M, 50M with --scale 50m, 1M alone with --scale 1m; never fewer than the
 * database already holds (`total` rows): a run without --scale on a database grown to 50M measures its 50M column,
 * instead of filing a measurement at 50M rows under 10M (as the run of 2026-11-29 03:40 UTC did).
 */
export function growthSteps(scale: Scale, total = 0): number[] {
  const last = Math.max(SCALES[scale], currentStep(total));
  return GROWTH_STEPS.filter((s) => s <= last);
}

/**
 * The step a database of `total` rows stands at: the largest step it has reached (the first step when it holds less,
 * since the seed and the worst-case property alone already hold about 1.2M rows).
 */
export function currentStep(total: number): number {
  return [...GROWTH_STEPS].reverse().find((s) => total >= s) ?? GROWTH_STEPS[0];
}

export interface GrowthColumn {
  step: number;
  /** The rows the table held when the column was measured (a step is reached at or above its size). */
  total: number;
  measuredAt: string;
  loadAverage: number[];
  /** Case key ("typical/keys-out", "large/all-dates" …) → p95 in ms, the median over the rounds. */
  p95: Record<string, number>;
  /** Set when the column was measured on another benchmark database (BENCH_GROWTH_FROM). */
  database?: string;
}

/** p95 at the last step ÷ p95 at the first (50M ÷ 1M); null while either is missing. */
export function growthRatio(columns: readonly GrowthColumn[], key: string, last = 50_000_000): number | null {
  const first = columns.find((c) => c.step === GROWTH_STEPS[0])?.p95[key];
  const end = columns.find((c) => c.step === last)?.p95[key];
  if (first === undefined || end === undefined || !(first > 0)) return null;
  return Math.round((end / first) * 100) / 100;
}

const stepName = (n: number) => `${n / 1_000_000}M`;

/**
 * The growth table as markdown lines: one row per case, the three step columns ("not built" where the database never
 * reached the step), then 50M ÷ 1M against the goal of 1.2 (and 10M ÷ 1M while 50M is not built).
 */
export function growthTable(
  columns: readonly GrowthColumn[],
  cases: readonly { key: string; label: string }[],
): string[] {
  const byStep = new Map(columns.map((c) => [c.step, c]));
  const head = GROWTH_STEPS.map((s) => {
    const c = byStep.get(s);
    return c ? `${stepName(s)} (${c.total.toLocaleString('en-US')} rows)` : stepName(s);
  });
  const lines = [
    `| Case | ${head.join(' | ')} | 50M ÷ 1M (goal ≤ 1.2) |`,
    `|---|${GROWTH_STEPS.map(() => '---|').join('')}---|`,
  ];
  for (const { key, label } of cases) {
    const cells = GROWTH_STEPS.map((s) => {
      const v = byStep.get(s)?.p95[key];
      return v === undefined ? (byStep.has(s) ? '—' : 'not built') : `${v} ms`;
    });
    const ratio = growthRatio(columns, key);
    const interim = growthRatio(columns, key, 10_000_000);
    const verdict =
      ratio !== null
        ? `${ratio} ${ratio <= 1.2 ? 'met' : '**missed**'}`
        : interim !== null
          ? `— (10M ÷ 1M: ${interim})`
          : '—';
    lines.push(`| ${label} | ${cells.join(' | ')} | ${verdict} |`);
  }
  return lines;
}

/** When and under what load each column was measured. */
export function growthProvenance(columns: readonly GrowthColumn[]): string {
  return [...columns]
    .sort((a, b) => a.step - b.step)
    .map(
      (c) =>
        `${stepName(c.step)} measured ${c.measuredAt.slice(0, 16).replace('T', ' ')} UTC, load ${c.loadAverage.join(' / ')}${c.database ? ` (on database ${c.database})` : ''}`,
    )
    .join('; ');
}

const TABLE = `CREATE TABLE IF NOT EXISTS bench_growth (
  step bigint PRIMARY KEY, total bigint NOT NULL, measured_at timestamptz NOT NULL, load_average float8[] NOT NULL,
  p95 jsonb NOT NULL)`;

export async function readGrowth(pool: pg.Pool): Promise<GrowthColumn[]> {
  await pool.query(TABLE);
  const { rows } = await pool.query<{
    step: string;
    total: string;
    measured_at: Date;
    load_average: number[];
    p95: Record<string, number>;
  }>('SELECT step, total, measured_at, load_average, p95 FROM bench_growth ORDER BY step');
  return rows.map((r) => ({
    step: Number(r.step),
    total: Number(r.total),
    measuredAt: r.measured_at.toISOString(),
    loadAverage: r.load_average,
    p95: r.p95,
  }));
}

export async function saveGrowth(pool: pg.Pool, c: GrowthColumn): Promise<void> {
  await pool.query(TABLE);
  await pool.query(
    `INSERT INTO bench_growth (step, total, measured_at, load_average, p95) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (step) DO UPDATE SET total = $2, measured_at = $3, load_average = $4, p95 = $5`,
    [c.step, c.total, c.measuredAt, c.loadAverage, JSON.stringify(c.p95)],
  );
}
