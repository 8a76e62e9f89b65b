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

const isoOfUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utcDay = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** Whether a day is where a period of that kind starts: 1 January, the first of a month, or a Sunday. */
export const isPeriodStart = (isoDay: string, period: SummaryPeriod): boolean =>
  period === 'year'
    ? isoDay.slice(5) === '01-01'
    : period === 'month'
      ? isoDay.slice(8) === '01'
      : weekStart(isoDay) === isoDay;

/** The calendar days a period covers: its first day and the first day after it (both YYYY-MM-DD). */
export function periodRange(period: SummaryPeriod, start: string): { start: string; end: string } {
  const day = utcDay(start);
  if (period === 'year') day.setUTCFullYear(day.getUTCFullYear() + 1);
  else if (period === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
  else day.setUTCDate(day.getUTCDate() + 7);
  return { start, end: isoOfUtc(day) };
}

/** Spec 001 §9: the year picker shows three years, the month list 24 months, the week list 52 weeks from Sunday. */
export const PERIOD_CHOICES: Record<SummaryPeriod, number> = { year: 3, month: 24, week: 52 };

/** The periods offered for a kind, newest first, as their first days (today's period first). */
export function periodChoices(period: SummaryPeriod, today: string): string[] {
  const first = periodKey(today, period);
  const start = period === 'year' ? `${first}-01-01` : period === 'month' ? `${first}-01` : first;
  const out: string[] = [];
  const day = utcDay(start);
  for (let i = 0; i < PERIOD_CHOICES[period]; i++) {
    out.push(isoOfUtc(day));
    if (period === 'year') day.setUTCFullYear(day.getUTCFullYear() - 1);
    else if (period === 'month') day.setUTCMonth(day.getUTCMonth() - 1);
    else day.setUTCDate(day.getUTCDate() - 7);
  }
  return out;
}
