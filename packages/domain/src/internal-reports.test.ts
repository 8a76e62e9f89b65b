import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_COLUMNS,
  CancellationFilterSchema,
  PastDueFilterSchema,
  PlatinumFilterSchema,
  daysSinceCommunication,
  internalReportFileName,
  isDatalogPastDue,
  platinumStatus,
  reasonName,
} from './internal-reports.ts';
import { INTERNAL_REPORT_PATH, internalReportsFor } from './internal-report-access.ts';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('past due: communicated, but not within the active threshold (90 days)', () => {
  it('is past due only beyond 90 days', () => {
    expect(isDatalogPastDue(ago(90), now)).toBe(false);
    expect(isDatalogPastDue(new Date(ago(90).getTime() - 1), now)).toBe(true);
    expect(isDatalogPastDue(ago(1), now)).toBe(false);
  });
  it('a datalog that never communicated is not past due (not installed yet)', () => {
    expect(isDatalogPastDue(null, now)).toBe(false);
  });
  it('takes a longer threshold', () => {
    expect(isDatalogPastDue(ago(100), now, 120)).toBe(false);
    expect(isDatalogPastDue(ago(121), now, 120)).toBe(true);
  });
  it('counts whole days since the last communication', () => {
    expect(daysSinceCommunication(ago(100), now)).toBe(100);
    expect(daysSinceCommunication(new Date(ago(100).getTime() + 1), now)).toBe(99);
    expect(daysSinceCommunication(new Date(now.getTime() + DAY), now)).toBe(0);
  });
});

describe('platinum status', () => {
  it('active within 90 days, past due after, no communication without any', () => {
    expect(platinumStatus(ago(90), now)).toBe('active');
    expect(platinumStatus(ago(91), now)).toBe('past-due');
    expect(platinumStatus(null, now)).toBe('no-communication');
  });
});

describe('filters', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.success ? [] : r.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);

  it('cancellation: optional dates in order and a known reason', () => {
    expect(CancellationFilterSchema.parse({})).toEqual({});
    expect(CancellationFilterSchema.parse({ from: '2026-01-01', to: '2026-01-01', reasonId: '3' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
      reasonId: 3,
    });
    expect(issues(CancellationFilterSchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toEqual([
      'to: On or after the start date',
    ]);
    expect(issues(CancellationFilterSchema.safeParse({ reasonId: '7' }))).toEqual([
      'reasonId: Unknown cancellation reason',
    ]);
    expect(issues(CancellationFilterSchema.safeParse({ from: '01/02/2026' }))).toEqual(['from: A date as YYYY-MM-DD']);
  });
  it('past due: 90 days by default, never less, whole days, a known type', () => {
    expect(PastDueFilterSchema.parse({})).toEqual({ days: 90 });
    expect(PastDueFilterSchema.parse({ days: '180', datalogType: 'gen10' })).toEqual({
      days: 180,
      datalogType: 'gen10',
    });
    expect(issues(PastDueFilterSchema.safeParse({ days: '89' }))).toEqual(['days: At least 90 days']);
    expect(issues(PastDueFilterSchema.safeParse({ days: '100.5' }))).toEqual(['days: A whole number of days']);
    expect(issues(PastDueFilterSchema.safeParse({ datalogType: 'x' }))).toEqual(['datalogType: Touch or Gen 10']);
  });
  it('platinum: a known status', () => {
    expect(PlatinumFilterSchema.parse({ status: 'past-due' })).toEqual({ status: 'past-due' });
    expect(PlatinumFilterSchema.safeParse({ status: 'gold' }).success).toBe(false);
  });
});

describe('export', () => {
  it('names the reason and formats the date in the given zone', () => {
    expect(reasonName(2)).toBe('Switched provider');
    expect(reasonName(null)).toBeNull();
    const row = {
      propertyId: 1,
      propertyName: 'Maple Grove',
      customerNumber: null,
      corporationName: 'Summit',
      regionName: 'Texas',
      reasonId: 3,
      reason: 'Nonpayment',
      canceledAt: '2026-03-01T03:00:00.000Z',
    };
    expect(CANCELLATION_COLUMNS.map((c) => c.text(row, 'America/Chicago'))).toEqual([
      'Maple Grove',
      '',
      'Summit',
      'Texas',
      'Nonpayment',
      '02/28/2026',
    ]);
    expect(internalReportFileName('cancellation', now)).toBe('cancellation-report_2026-06-01.xlsx');
  });
});

describe('who opens which report', () => {
  it('the cancellation report for all provider staff, the datalog reports with Inventory_READ', () => {
    expect(internalReportsFor({})).toEqual(['cancellation']);
    expect(internalReportsFor({ Inventory_READ: false })).toEqual(['cancellation']);
    expect(internalReportsFor({ Inventory_READ: true })).toEqual([
      'cancellation',
      'past-due-datalogs',
      'platinum-datalogs',
    ]);
    expect(INTERNAL_REPORT_PATH['platinum-datalogs']).toBe('/platinum-datalog-report');
  });
});
