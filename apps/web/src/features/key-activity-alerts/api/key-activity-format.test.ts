import { describe, expect, it } from 'vitest';
import { watchParts, whenText } from './key-activity-format.ts';

const labels = { allDay: 'All day', everyDay: 'Every day' };

describe('key activity rule summaries', () => {
  it('reads the window and the days', () => {
    expect(whenText({ startTime: '18:00', endTime: '07:00', days: [5, 1] }, labels)).toBe('18:00–07:00 · Mon, Fri');
    expect(whenText({ startTime: null, endTime: null, days: [] }, labels)).toBe('All day · Every day');
  });

  it('lists what the rule watches, leaving out empty groups', () => {
    expect(
      watchParts({
        activities: [{ activityCode: 2, activityName: 'Key Out' }],
        units: [],
        badges: [{ id: 1, badgeNumber: '7', employeeName: 'Dana Keys' }],
      }),
    ).toEqual(['Key Out', 'Dana Keys']);
  });
});
