import type { Activity } from '@kc/domain/property-ops';
import { describe, expect, it } from 'vitest';
import { activitiesBody, activitiesInitialValues, changedActivities, validateActivities } from './activities-form.ts';

const activities: Activity[] = [
  { activityCode: 1, activityName: 'OK', isDefault: true },
  { activityCode: 2, activityName: 'Key Out', isDefault: true },
  { activityCode: 4, activityName: '', isDefault: false },
];

describe('activities form', () => {
  it('sends only the names that changed, trimmed', () => {
    const values = activitiesInitialValues(activities);
    expect(changedActivities(activities, values)).toEqual([]);
    values.names['2'] = ' Key Out ';
    values.names['4'] = ' Vendor visit ';
    expect(activitiesBody(activities, values)).toEqual({
      activities: [{ activityCode: 4, activityName: 'Vendor visit' }],
    });
  });

  it("puts the domain schema's message on the activity's field", () => {
    const values = activitiesInitialValues(activities);
    values.names['4'] = 'x'.repeat(41);
    expect(validateActivities(activities, values)).toEqual({ 'names.4': 'At most 40 characters' });
    values.names['4'] = 'Vendor visit';
    expect(validateActivities(activities, values)).toEqual({});
    expect(validateActivities(activities, activitiesInitialValues(activities))).toEqual({});
  });
});
