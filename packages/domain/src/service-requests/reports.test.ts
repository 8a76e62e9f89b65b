import { describe, expect, it } from 'vitest';
import {
  ClosedReportQuerySchema,
  OpenReportUpdateSchema,
  SUMMARY_REPORT_COLUMNS,
  SummaryReportQuerySchema,
  TechnicianReportQuerySchema,
} from './reports.ts';
import { isPeriodStart, periodChoices, periodRange } from './summary.ts';

const fields = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('summary periods', () => {
  it('knows where a year, a month and a Sunday week start, and what days each covers', () => {
    expect(isPeriodStart('2026-01-01', 'year')).toBe(true);
    expect(isPeriodStart('2026-02-01', 'year')).toBe(false);
    expect(isPeriodStart('2026-11-01', 'month')).toBe(true);
    expect(isPeriodStart('2026-11-22', 'week')).toBe(true);
    expect(isPeriodStart('2026-11-23', 'week')).toBe(false);
    expect(periodRange('year', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2027-01-01' });
    expect(periodRange('month', '2026-12-01')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(periodRange('week', '2026-12-27')).toEqual({ start: '2026-12-27', end: '2027-01-03' });
  });

  it('offers three years, 24 months and 52 weeks from Sunday, newest first', () => {
    expect(periodChoices('year', '2026-11-26')).toEqual(['2026-01-01', '2025-01-01', '2024-01-01']);
    const months = periodChoices('month', '2026-11-26');
    expect(months).toHaveLength(24);
    expect([months[0], months[1], months[23]]).toEqual(['2026-11-01', '2026-10-01', '2024-12-01']);
    const weeks = periodChoices('week', '2026-11-26');
    expect(weeks).toHaveLength(52);
    expect([weeks[0], weeks[1]]).toEqual(['2026-11-22', '2026-11-15']);
    expect(weeks.every((w) => isPeriodStart(w, 'week'))).toBe(true);
  });
});

describe('report queries', () => {
  it('refuses a summary start that does not start its period, on the start field', () => {
    expect(SummaryReportQuerySchema.safeParse({ period: 'week', start: '2026-11-22' }).success).toBe(true);
    expect(fields(SummaryReportQuerySchema.safeParse({ period: 'week', start: '2026-11-23' }))).toEqual(['start']);
    expect(fields(SummaryReportQuerySchema.safeParse({ period: 'day', start: '2026-11-22' }))).toEqual(['period']);
  });

  it('puts the from-after-to messages on both closed-report fields and takes a year from 2000', () => {
    expect(fields(ClosedReportQuerySchema.safeParse({ fromDate: '2026-02-01', toDate: '2026-01-01' }))).toEqual([
      'fromDate',
      'toDate',
    ]);
    expect(TechnicianReportQuerySchema.safeParse({ year: '2026' }).data).toEqual({ year: 2026 });
    expect(TechnicianReportQuerySchema.safeParse({ year: '1999' }).success).toBe(false);
  });

  it('takes update items with a change each, never a cleared assignee nor a request twice', () => {
    const ok = OpenReportUpdateSchema.safeParse({ items: [{ serviceRequestId: 1, version: 1, assignedToUserId: 3 }] });
    expect(ok.success).toBe(true);
    expect(fields(OpenReportUpdateSchema.safeParse({ items: [{ serviceRequestId: 1, version: 1 }] }))).toEqual([
      'items.0.serviceRequestTypeId',
    ]);
    expect(
      OpenReportUpdateSchema.safeParse({ items: [{ serviceRequestId: 1, version: 1, assignedToUserId: null }] })
        .success,
    ).toBe(false);
    const twice = OpenReportUpdateSchema.safeParse({
      items: [
        { serviceRequestId: 1, version: 1, assignedToUserId: 3 },
        { serviceRequestId: 1, version: 1, serviceRequestTypeId: 2 },
      ],
    });
    expect(fields(twice)).toEqual(['items.1.serviceRequestId']);
  });

  it('exports the summary with a column per status and a total', () => {
    const text = SUMMARY_REPORT_COLUMNS.map((c) =>
      c.text({ typeId: 1, typeName: 'Install', byStatus: { '1': 2, '5': 3 }, total: 5 }),
    );
    expect(text).toEqual(['Install', '2', '0', '0', '0', '3', '5']);
  });
});
