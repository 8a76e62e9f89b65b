import { describe, expect, it } from 'vitest';
import {
  criteriaDraftErrors,
  draftToCriteria,
  emptyDraft,
  initialReportCriteria,
  presetDayRange,
  rangeToInstants,
} from './report-state.ts';
import { nextMobile } from '#web/lib/report-mobile.ts';

describe('report layout and criteria', () => {
  it('is mobile at 800 or less and stays mobile until above 1000', () => {
    expect(nextMobile(false, 800)).toBe(true);
    expect(nextMobile(false, 801)).toBe(false);
    expect(nextMobile(true, 1000)).toBe(true);
    expect(nextMobile(true, 1001)).toBe(false);
  });
  it('turns days into start and end instants and presets into days', () => {
    const r = rangeToInstants({ from: '2026-03-02', to: '2026-03-08' });
    expect(new Date(r.from!).getHours()).toBe(0);
    expect(new Date(r.to!).getHours()).toBe(23);
    expect(presetDayRange('lastWeek', new Date(2026, 2, 11))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetDayRange('allDates')).toEqual({ from: null, to: null });
  });
  it('defaults to the last 30 days and sends activity codes as numbers', () => {
    const d = emptyDraft(new Date(2026, 2, 11));
    expect(d.range).toEqual({ from: '2026-02-10', to: '2026-03-11' });
    expect(draftToCriteria({ ...d, activities: ['2'], tag: ' 1234 ' })).toMatchObject({ activities: [2], tag: '1234' });
  });
  it('runs a report at once with the default criteria its loader fetches, except tag search', () => {
    const now = new Date(2026, 2, 11);
    expect(initialReportCriteria('transaction', now)).toEqual(draftToCriteria(emptyDraft(now)));
    expect(initialReportCriteria('exception', now)).toEqual(draftToCriteria(emptyDraft(now)));
    expect(initialReportCriteria('tag-search', now)).toBeNull();
    expect(initialReportCriteria('keys-out', now)).toEqual({});
  });
});

describe('criteriaDraftErrors', () => {
  const now = new Date('2026-11-20T15:00:00Z');
  it('lets the default criteria run, and names both range fields when from is after to', () => {
    expect(criteriaDraftErrors('transaction', emptyDraft(now))).toEqual({});
    const reversed = { ...emptyDraft(now), range: { from: '2026-11-20', to: '2026-11-01' } };
    expect(criteriaDraftErrors('transaction', reversed)).toEqual({
      'range.from': 'dateRangeFrom afterTo',
      'range.to': 'dateRangeTo beforeFrom',
    });
  });
  it('asks the tag search for a tag, and only the tag search', () => {
    expect(criteriaDraftErrors('tag-search', { ...emptyDraft(now), tag: '  ' })).toEqual({ tag: 'tagRequired' });
    expect(criteriaDraftErrors('tag-search', { ...emptyDraft(now), tag: '0042' })).toEqual({});
    expect(criteriaDraftErrors('report-by-unit', { ...emptyDraft(now), tag: '' })).toEqual({});
  });
});
