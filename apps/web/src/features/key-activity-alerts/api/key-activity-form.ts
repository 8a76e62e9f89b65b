import {
  KeyActivityAlertCreateSchema,
  type KeyActivityAlert,
  type KeyActivityAlertCreate,
} from '@kc/domain/key-activity-alerts/schemas';

/** The form's values: selects hold strings, empty times are ''. */
export interface KeyActivityValues {
  description: string;
  recipients: string[];
  activityCodes: string[];
  unitIds: string[];
  badgeIds: string[];
  startTime: string;
  endTime: string;
  days: string[];
  timeZone: string;
  active: boolean;
}

export const toValues = (a: KeyActivityAlert | undefined, defaultZone: string): KeyActivityValues => ({
  description: a?.description ?? '',
  recipients: a?.recipients ?? [],
  activityCodes: a?.activities.map((x) => String(x.activityCode)) ?? [],
  unitIds: a?.units.map((u) => String(u.id)) ?? [],
  badgeIds: a?.badges.map((b) => String(b.id)) ?? [],
  startTime: a?.startTime ?? '',
  endTime: a?.endTime ?? '',
  days: a?.days.map(String) ?? [],
  timeZone: a?.timeZone ?? defaultZone,
  active: a?.active ?? true,
});

export const toBody = (v: KeyActivityValues): KeyActivityAlertCreate => ({
  description: v.description,
  recipients: v.recipients,
  activityCodes: v.activityCodes.map(Number),
  unitIds: v.unitIds.map(Number),
  badgeIds: v.badgeIds.map(Number),
  startTime: v.startTime || null,
  endTime: v.endTime || null,
  days: v.days.map(Number),
  timeZone: v.timeZone,
  active: v.active,
});

/** A message path ("recipients.0") shown on its field ("recipients"); the first message per field wins. */
export function errorsByField(entries: Iterable<[string, string]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of entries) errors[path.split('.')[0]!] ??= message;
  return errors;
}

/** The same rules as the API (one schema in packages/domain), with the messages on the form's fields. */
export function validateKeyActivity(values: KeyActivityValues): Record<string, string> {
  const parsed = KeyActivityAlertCreateSchema.safeParse(toBody(values));
  return parsed.success ? {} : errorsByField(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}
