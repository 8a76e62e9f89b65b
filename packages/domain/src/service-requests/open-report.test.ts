import { describe, expect, it } from 'vitest';
import {
  FROM_AFTER_TO,
  OpenReportCriteriaSchema,
  TO_BEFORE_FROM,
  applySaved,
  canSubmitChanges,
  dayBounds,
  defaultOpenReportRange,
  filterTechnicians,
  rangeErrors,
  trackChange,
  updateItems,
  type PendingChanges,
} from './open-report.ts';

const original = { serviceRequestId: 7, serviceRequestTypeId: 1, assignedToUserId: 10 };
const other = { serviceRequestId: 3, serviceRequestTypeId: 2, assignedToUserId: 11 };

describe('open report criteria', () => {
  it('defaults from the first of the month to today', () => {
    expect(defaultOpenReportRange(new Date(2026, 10, 26, 15))).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-26',
    });
    expect(defaultOpenReportRange(new Date(2026, 0, 1))).toEqual({ fromDate: '2026-01-01', toDate: '2026-01-01' });
  });

  it('refuses from after to with the spec message on each field, and takes empty lists by default', () => {
    const bad = OpenReportCriteriaSchema.safeParse({ fromDate: '2026-11-20', toDate: '2026-11-01' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fromDate', FROM_AFTER_TO],
      ['toDate', TO_BEFORE_FROM],
    ]);
    const good = OpenReportCriteriaSchema.parse({ fromDate: '2026-11-01', toDate: '2026-11-01', serviceTechs: [4] });
    expect(good).toMatchObject({ properties: [], corporations: [], serviceTechs: [4], requestTypes: [] });
    expect(OpenReportCriteriaSchema.safeParse({ fromDate: '2026-13-01', toDate: '2026-11-01' }).success).toBe(false);
  });

  it('shows range errors only on touched fields', () => {
    expect(rangeErrors('2026-11-20', '2026-11-01', { fromDate: true })).toEqual({ fromDate: FROM_AFTER_TO });
    expect(rangeErrors('2026-11-20', '2026-11-01', { fromDate: true, toDate: true })).toEqual({
      fromDate: FROM_AFTER_TO,
      toDate: TO_BEFORE_FROM,
    });
    expect(rangeErrors('2026-11-01', '2026-11-20', { fromDate: true, toDate: true })).toEqual({});
  });

  it('sends from as the start and to as the end of their days', () => {
    expect(dayBounds('2026-11-01', '2026-11-26')).toEqual({
      from: '2026-11-01T00:00:00.000',
      to: '2026-11-26T23:59:59.999',
    });
  });
});

describe('open report inline changes', () => {
  it('tracks a change, drops it when the original is chosen back, and never clears the assignee', () => {
    let pending: PendingChanges = new Map();
    pending = trackChange(pending, original, 'serviceRequestTypeId', 4);
    pending = trackChange(pending, other, 'assignedToUserId', 12);
    expect(canSubmitChanges(pending, false)).toBe(true);
    expect(canSubmitChanges(pending, true)).toBe(false);
    expect(updateItems(pending)).toEqual([
      { serviceRequestId: 3, assignedToUserId: 12 },
      { serviceRequestId: 7, serviceRequestTypeId: 4 },
    ]);
    expect(trackChange(pending, other, 'assignedToUserId', null)).toBe(pending);
    pending = trackChange(pending, other, 'assignedToUserId', 11);
    pending = trackChange(pending, original, 'serviceRequestTypeId', 1);
    expect(pending.size).toBe(0);
    expect(canSubmitChanges(pending, false)).toBe(false);
  });

  it('makes the saved values the new originals', () => {
    const pending = trackChange(new Map(), original, 'assignedToUserId', 20);
    expect(applySaved([original, other], pending)).toEqual([{ ...original, assignedToUserId: 20 }, other]);
  });

  it('offers enabled technicians active after the range start, else every enabled one', () => {
    const start = new Date('2026-11-01T00:00:00Z');
    const techs = [
      { id: 1, enabled: true, lastActivity: new Date('2026-11-05T00:00:00Z') },
      { id: 2, enabled: true, lastActivity: new Date('2026-10-05T00:00:00Z') },
      { id: 3, enabled: false, lastActivity: new Date('2026-11-06T00:00:00Z') },
      { id: 4, enabled: true, lastActivity: null },
    ];
    expect(filterTechnicians(techs, start).map((t) => t.id)).toEqual([1]);
    expect(filterTechnicians(techs, new Date('2026-12-01T00:00:00Z')).map((t) => t.id)).toEqual([1, 2, 4]);
  });
});
