import { ActivitiesUpdateSchema, type Activity, type ActivitiesUpdate } from '@kc/domain/property-ops';

/** The activities form: a name per activity code (keys are the codes, as Mantine form paths `names.3`). */
export interface ActivitiesValues {
  names: Record<string, string>;
}

export function activitiesInitialValues(activities: readonly Activity[]): ActivitiesValues {
  return { names: Object.fromEntries(activities.map((a) => [String(a.activityCode), a.activityName])) };
}

/** The activities whose name, trimmed, differs from the saved one: only these are sent. */
export function changedActivities(activities: readonly Activity[], values: ActivitiesValues): Activity[] {
  return activities.filter((a) => (values.names[a.activityCode] ?? a.activityName).trim() !== a.activityName);
}

export function activitiesBody(activities: readonly Activity[], values: ActivitiesValues): ActivitiesUpdate {
  return {
    activities: changedActivities(activities, values).map((a) => ({
      activityCode: a.activityCode,
      activityName: (values.names[a.activityCode] ?? '').trim(),
    })),
  };
}

/** The body's errors by the domain schema, on the name field of the activity each belongs to. */
export function validateActivities(activities: readonly Activity[], values: ActivitiesValues): Record<string, string> {
  const body = activitiesBody(activities, values);
  const result = ActivitiesUpdateSchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [list, index] = issue.path;
    const row = list === 'activities' && typeof index === 'number' ? body.activities[index] : undefined;
    // An empty change list is not an error to show: the save button is off until something changes.
    if (row) errors[`names.${row.activityCode}`] ??= issue.message;
  }
  return errors;
}
