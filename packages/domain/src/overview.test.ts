import { describe, expect, it } from 'vitest';
import { EXCEPTION_GROUP_SQL, overviewWindow, sumFigures, NO_FIGURES, OverviewQuerySchema } from './overview.ts';
import { EXCEPTION_GROUP } from './reports.ts';

describe('overviewWindow', () => {
  it("is the reports' default range in the reader's zone, across a change of daylight saving time", () => {
    // 25 Nov 2026 03:30 in Chicago (CST, UTC−6); 29 days back is 27 Oct, still daylight time (CDT, UTC−5).
    const w = overviewWindow(new Date('2026-11-25T09:30:00Z'), 'America/Chicago');
    expect(w.monthFrom.toISOString()).toBe('2026-10-27T05:00:00.000Z');
    expect(w.monthTo.toISOString()).toBe('2026-11-26T05:59:59.999Z');
    expect(w.days).toHaveLength(30);
    expect(w.days[0]).toBe('2026-10-27');
    expect(w.days[29]).toBe('2026-11-25');
    expect(w.recentFrom.toISOString()).toBe('2026-11-24T09:30:00.000Z');
  });

  it('takes the calendar day of the zone, not of UTC', () => {
    // 05:00 UTC on 1 Mar is still 28 Feb in Los Angeles.
    const w = overviewWindow(new Date('2026-03-01T05:00:00Z'), 'America/Los_Angeles');
    expect(w.days[29]).toBe('2026-02-28');
    expect(overviewWindow(new Date('2026-03-01T05:00:00Z'), 'UTC').days[29]).toBe('2026-03-01');
  });
});

describe('the overview rules', () => {
  it('groups every exception code as the reports do, an unknown code as a warning', () => {
    for (const [code, group] of Object.entries(EXCEPTION_GROUP))
      expect(EXCEPTION_GROUP_SQL).toContain(`WHEN '${code}' THEN '${group}'`);
    expect(EXCEPTION_GROUP_SQL).toMatch(/ELSE 'warning' END$/);
  });

  it('adds up the totals and keeps the latest communication', () => {
    const a = { ...NO_FIGURES, keysOut: 2, lastCommunication: '2026-11-20T00:00:00.000Z' };
    const b = {
      ...NO_FIGURES,
      keysOut: 3,
      monthExceptions: { error: 1, warning: 0, info: 0, special: 2 },
      lastCommunication: '2026-11-24T00:00:00.000Z',
    };
    expect(sumFigures([a, b])).toMatchObject({
      keysOut: 5,
      monthExceptions: { error: 1, warning: 0, info: 0, special: 2 },
      lastCommunication: '2026-11-24T00:00:00.000Z',
    });
  });

  it('refuses an unknown time zone and defaults to UTC', () => {
    expect(OverviewQuerySchema.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
    expect(OverviewQuerySchema.parse({}).tz).toBe('UTC');
  });
});
