/**
 * The service summary report (spec 001 §7: by year, by month, or by week with the day the week starts, Sunday):
 * the period a calendar day falls in, as the key the report groups by.
 */
export const SUMMARY_PERIODS = ['year', 'month', 'week'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/** The Sunday on or before a calendar day (YYYY-MM-DD in, YYYY-MM-DD out). */
export function weekStart(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** The period key of a calendar day: "2026", "2026-11" or the week's Sunday "2026-11-22". */
export function periodKey(isoDay: string, period: SummaryPeriod): string {
  if (period === 'year') return isoDay.slice(0, 4);
  if (period === 'month') return isoDay.slice(0, 7);
  return weekStart(isoDay);
}
