import { WEEKDAYS, type KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';

/** How a rule reads in the list and on its page (pure: no hooks, unit-tested). */
export interface WatchLabels {
  allDay: string;
  everyDay: string;
}

export const weekdayShort = (d: number) => WEEKDAYS[d]!.slice(0, 3);

/** "18:00–07:00 · Mon, Tue" or "All day · Every day". */
export function whenText(alert: Pick<KeyActivityAlert, 'startTime' | 'endTime' | 'days'>, labels: WatchLabels): string {
  const hours = alert.startTime && alert.endTime ? `${alert.startTime}–${alert.endTime}` : labels.allDay;
  const days = alert.days.length ? [...alert.days].sort().map(weekdayShort).join(', ') : labels.everyDay;
  return `${hours} · ${days}`;
}

/** The named activities, units and employees, each group joined; empty groups left out. */
export function watchParts(alert: Pick<KeyActivityAlert, 'activities' | 'units' | 'badges'>): string[] {
  return [
    alert.activities.map((a) => a.activityName).join(', '),
    alert.units.map((u) => u.name).join(', '),
    alert.badges.map((b) => b.employeeName).join(', '),
  ].filter(Boolean);
}
