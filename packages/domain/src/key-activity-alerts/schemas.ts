import * as z from 'zod/mini';
import { isTimeZone } from '../time-zone.ts';
import { DbIdParamSchema, DbIdSchema } from '../ids.ts';

/** Spec 001 §5 "Key activity email": the three rules, worded once for the API and the form. */
export const KEY_ACTIVITY_MESSAGES = {
  descriptionRequired: 'Description is required',
  recipientRequired: 'Add at least one e-mail address',
  recipientInvalid: 'Enter a valid e-mail address',
  criteriaRequired: 'Choose at least one activity, unit or employee',
  timeInvalid: 'Use a time (HH:mm)',
  timeBothOrNeither: 'Set both a start and an end time, or neither',
  timeSame: 'Start and end must differ',
  timeZoneUnknown: 'Unknown time zone',
  unitsOfProperty: 'Choose units of this property',
  badgesOfProperty: 'Choose employees of this property',
} as const;

export const KEY_ACTIVITY_DESCRIPTION_MAX = 200;
export const KEY_ACTIVITY_RECIPIENTS_MAX = 20;
/** Sunday = 0 … Saturday = 6, as Date.getDay and the date picker's week (spec 001 §5: the week starts Sunday). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const M = KEY_ACTIVITY_MESSAGES;
const TimeOfDaySchema = z
  .string()
  .check(z.maxLength(5, M.timeInvalid), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid));

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const ids = (schema: z.ZodMiniType<number>, max: number) =>
  z.pipe(z._default(z.array(schema).check(z.maxLength(max)), []), z.transform(unique));
const timeOrNull = z.pipe(
  z.nullish(TimeOfDaySchema),
  z.transform((v) => v ?? null),
);

const fields = {
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, M.descriptionRequired),
      z.maxLength(KEY_ACTIVITY_DESCRIPTION_MAX, 'At most 200 characters'),
    ),
  recipients: z.pipe(
    z
      .array(
        z.pipe(
          z.string().check(z.maxLength(254, M.recipientInvalid), z.trim(), z.toLowerCase()),
          z.email(M.recipientInvalid),
        ),
      )
      .check(
        z.minLength(1, M.recipientRequired),
        z.maxLength(KEY_ACTIVITY_RECIPIENTS_MAX, `At most ${KEY_ACTIVITY_RECIPIENTS_MAX} addresses`),
      ),
    z.transform(unique),
  ),
  activityCodes: ids(z.number().check(z.int(), z.gte(1), z.lte(99)), 100),
  unitIds: ids(DbIdSchema, 5000),
  badgeIds: ids(DbIdSchema, 1000),
  startTime: timeOrNull,
  endTime: timeOrNull,
  days: ids(z.number().check(z.int(), z.gte(0), z.lte(6)), 7),
  timeZone: z.string().check(z.trim(), z.maxLength(64), z.refine(isTimeZone, M.timeZoneUnknown)),
  active: z._default(z.boolean(), true),
};

type RuleInput = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

/** The rules across fields, each reported on the field the form shows it under. */
function checkRule(rule: RuleInput, ctx: z.core.$RefinementCtx<RuleInput>): void {
  if (!rule.activityCodes.length && !rule.unitIds.length && !rule.badgeIds.length)
    ctx.addIssue({ code: 'custom', path: ['criteria'], message: M.criteriaRequired });
  if ((rule.startTime === null) !== (rule.endTime === null))
    ctx.addIssue({
      code: 'custom',
      path: [rule.startTime === null ? 'startTime' : 'endTime'],
      message: M.timeBothOrNeither,
    });
  else if (rule.startTime !== null && rule.startTime === rule.endTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.timeSame });
}

export const KeyActivityAlertCreateSchema = z.object(fields).check(z.superRefine(checkRule));
export type KeyActivityAlertCreate = z.input<typeof KeyActivityAlertCreateSchema>;
export const KeyActivityAlertUpdateSchema = z
  .object({ ...fields, version: DbIdSchema })
  .check(z.superRefine(checkRule));
export type KeyActivityAlertUpdate = z.input<typeof KeyActivityAlertUpdateSchema>;

export const KeyActivityAlertSchema = z.object({
  id: z.number().check(z.int()),
  propertyId: z.number().check(z.int()),
  description: z.string(),
  recipients: z.array(z.string()),
  activities: z.array(z.object({ activityCode: z.number().check(z.int()), activityName: z.string() })),
  units: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  badges: z.array(z.object({ id: z.number().check(z.int()), badgeNumber: z.string(), employeeName: z.string() })),
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  days: z.array(z.number().check(z.int())),
  timeZone: z.string(),
  active: z.boolean(),
  version: z.number().check(z.int()),
  updatedAt: z.string(),
});
export type KeyActivityAlert = z.infer<typeof KeyActivityAlertSchema>;

export const KeyActivityAlertParamsSchema = z.object({
  propertyId: DbIdParamSchema,
  alertId: DbIdParamSchema,
});

/** What the form chooses from: the property's activities, units and active badges. */
export const KeyActivityChoicesSchema = z.object({
  activities: z.array(z.object({ activityCode: z.number().check(z.int()), activityName: z.string() })),
  units: z.array(z.object({ id: z.number().check(z.int()), name: z.string() })),
  badges: z.array(z.object({ id: z.number().check(z.int()), badgeNumber: z.string(), employeeName: z.string() })),
});
export type KeyActivityChoices = z.infer<typeof KeyActivityChoicesSchema>;

/** "18:00" ↔ 1080: the database keeps minutes after local midnight. */
export const minutesOfTime = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
export const timeOfMinutes = (m: number): string =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
