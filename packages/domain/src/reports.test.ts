import { describe, expect, it } from 'vitest';
import {
  activityLabel,
  cellText,
  dateRangeErrors,
  defaultRange,
  escapeCell,
  exceptionName,
  exportFileName,
  hookLabel,
  presetRange,
  ReportCriteriaSchema,
  reportColumns,
  rowGroup,
  EXCEPTION_CODES,
  EXCEPTION_GROUP,
} from './reports.ts';

describe('exception codes and activities', () => {
  it('names every spec code and shows an unknown code as itself', () => {
    expect(exceptionName('B')).toBe('Fingerprint login');
    expect(exceptionName('Y')).toBe('No scan');
    expect(exceptionName('Q')).toBe('Q');
    expect(exceptionName(null)).toBe('');
    expect(EXCEPTION_CODES).toHaveLength(15);
  });
  it('groups every code; unknown codes are warnings, activity 1 is ok', () => {
    for (const c of EXCEPTION_CODES) expect(['error', 'warning', 'info', 'special']).toContain(EXCEPTION_GROUP[c]);
    expect(rowGroup({ exceptionCode: 'D', activityCode: 99 })).toBe('error');
    expect(rowGroup({ exceptionCode: 'Q', activityCode: 99 })).toBe('warning');
    expect(rowGroup({ exceptionCode: 'B', activityCode: 1 })).toBe('special');
    expect(rowGroup({ exceptionCode: null, activityCode: 1 })).toBe('ok');
    expect(rowGroup({ exceptionCode: null, activityCode: 2 })).toBe('none');
  });
  it('shows activity 99 blank and names others', () => {
    expect(activityLabel(99, { 99: 'Blank' })).toBe('');
    expect(activityLabel(2, new Map([[2, 'Key out']]))).toBe('Key out');
    expect(activityLabel(7)).toBe('7');
    expect(activityLabel(3)).toBe('Key In');
  });
});

describe('hooks', () => {
  it('letters lettered panels from 1000, 50 per letter', () => {
    expect(hookLabel(1001, false)).toBe('A1');
    expect(hookLabel(1050, false)).toBe('A50');
    expect(hookLabel(1051, false)).toBe('B1');
    expect(hookLabel(null, false)).toBe('');
  });
  it('shows the number on non-lettered panels', () => {
    expect(hookLabel(23, true)).toBe('23');
    expect(hookLabel(51, true)).toBe('51');
  });
});

describe('date ranges', () => {
  const wed = new Date(2026, 2, 11, 15, 30); // Wednesday 11 March 2026
  it('presets: today, yesterday, last week from Monday, last month, all dates', () => {
    expect(presetRange('today', wed)).toEqual({
      from: new Date(2026, 2, 11),
      to: new Date(2026, 2, 11, 23, 59, 59, 999),
    });
    expect(presetRange('yesterday', wed).from).toEqual(new Date(2026, 2, 10));
    expect(presetRange('lastWeek', wed)).toEqual({
      from: new Date(2026, 2, 2),
      to: new Date(2026, 2, 8, 23, 59, 59, 999),
    });
    const sunday = new Date(2026, 2, 15, 9);
    expect(presetRange('lastWeek', sunday).from).toEqual(new Date(2026, 2, 2));
    expect(presetRange('lastMonth', wed)).toEqual({
      from: new Date(2026, 1, 1),
      to: new Date(2026, 1, 28, 23, 59, 59, 999),
    });
    expect(presetRange('allDates', wed)).toEqual({ from: null, to: null });
  });
  it('defaults to the last 30 days', () => {
    const r = defaultRange(wed);
    expect(r.from).toEqual(new Date(2026, 1, 10));
    expect(r.to).toEqual(new Date(2026, 2, 11, 23, 59, 59, 999));
  });
  it('refuses from after to on both fields', () => {
    expect(dateRangeErrors({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toEqual({
      from: 'dateRangeFrom afterTo',
      to: 'dateRangeTo beforeFrom',
    });
    expect(dateRangeErrors({ from: '2026-03-01T00:00:00Z', to: '2026-03-01T00:00:00Z' })).toEqual({});
    const parsed = ReportCriteriaSchema.safeParse({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(['from', 'to']);
  });
});

describe('export helpers', () => {
  it('escapes formula-leading cells', () => {
    expect(escapeCell('=1+1')).toBe("'=1+1");
    expect(escapeCell('+A1')).toBe("'+A1");
    expect(escapeCell('-2')).toBe("'-2");
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCell('Smith')).toBe('Smith');
  });
  it('names the file after the report and dates', () => {
    expect(exportFileName('transaction', '2026-03-01T06:00:00Z', '2026-03-31T05:59:59Z')).toBe(
      'transaction_2026-03-01_2026-03-31.xlsx',
    );
    expect(exportFileName('custom-report', null, null)).toBe('custom-report_all_all.xlsx');
    expect(exportFileName('keys-out', null, null, new Date('2026-03-05T10:00:00Z'))).toBe('keys-out_2026-03-05.xlsx');
  });
  it('adds hook and tag columns only with the right', () => {
    expect(reportColumns('transaction', false).map((c) => c.key)).not.toContain('keyHook');
    expect(reportColumns('transaction', true).map((c) => c.key)).toEqual(
      expect.arrayContaining(['keyHook', 'keyTagNumber']),
    );
  });
  it('renders cells as on screen', () => {
    const row = {
      id: '1',
      employeeName: 'Ann',
      badgeNumber: '12',
      propertyUnitName: '101',
      activityCode: 99,
      exceptionCode: 'Q',
      enteredWorkOrderNumber: null,
      time: '2026-03-07T14:05:00Z',
      keyReceiptId: null,
      datalogNumber: 1,
    };
    expect(cellText(row, 'activity', new Map())).toBe('');
    expect(cellText(row, 'exception', new Map())).toBe('Q');
    expect(cellText(row, 'time', new Map(), 'UTC')).toBe('03/07/2026 02:05 PM');
    expect(cellText(row, 'keyReceiptId', new Map())).toBe('');
  });
});
