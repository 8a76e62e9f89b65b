import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';
import { ENTITY_LEVELS, type EntityLevel } from './hierarchy.ts';
import { BADGE_UNUSED_DAYS, KEY_OUT_DEFAULT_HOURS, LAST_COMM_WARNING_DAYS } from './property-ops.ts';

/**
 * Exception alert settings (issue 14, decision 0036): each corporation, division, region and property may set any
 * value or leave it null to inherit from the level above; the built-in defaults close the chain.
 */

export { ALERT_RIGHTS } from './alert-rights.ts';

/** The alert types a level can switch on or off (spec 001 §3, plus keys requested but not scanned, exception Y). */
export const ALERT_TYPES = ['KEY_OUT', 'BADGE_UNUSED', 'LAST_COMM', 'NOT_SCANNED'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const KEY_OUT_UNITS = ['hours', 'days'] as const;
export type KeyOutUnit = (typeof KEY_OUT_UNITS)[number];

export const ALERT_LIMITS = {
  keyOutHoursMax: 24 * 90,
  keyOutDaysMax: 90,
  badgeUnusedDaysMax: 365,
  lastCommDaysMax: 90,
  recipientsMax: 20,
} as const;

/** The settings' fields, in the order the page shows them; each inherits on its own (recipients as one list). */
export const SETTINGS_FIELDS = [
  'keyOutOn',
  'keyOutThreshold',
  'badgeUnusedOn',
  'badgeUnusedDays',
  'lastCommOn',
  'lastCommDays',
  'notScannedOn',
  'recipients',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** Which field switches each alert type on. */
export const ALERT_TYPE_FIELD = {
  KEY_OUT: 'keyOutOn',
  BADGE_UNUSED: 'badgeUnusedOn',
  LAST_COMM: 'lastCommOn',
  NOT_SCANNED: 'notScannedOn',
} as const satisfies Record<AlertType, SettingsField>;

export const KeyOutThresholdSchema = z
  .object({
    value: z.number('A whole number is required').check(z.int('A whole number is required'), z.gte(1, 'At least 1')),
    unit: z.enum(KEY_OUT_UNITS, 'Hours or days'),
  })
  .check(
    z.superRefine((t, ctx) => {
      const max = t.unit === 'hours' ? ALERT_LIMITS.keyOutHoursMax : ALERT_LIMITS.keyOutDaysMax;
      if (t.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `At most ${max} ${t.unit}` });
    }),
  );
export type KeyOutThreshold = z.infer<typeof KeyOutThresholdSchema>;

const days = (max: number) =>
  z
    .number('A whole number is required')
    .check(z.int('A whole number is required'), z.gte(1, 'At least 1 day'), z.lte(max, `At most ${max} days`));

export const RecipientsSchema = z.object({
  loginIds: z.array(DbIdSchema).check(
    z.maxLength(ALERT_LIMITS.recipientsMax, `At most ${ALERT_LIMITS.recipientsMax} logins`),
    z.refine((ids) => new Set(ids).size === ids.length, 'A login is listed twice'),
  ),
  emails: z
    .array(
      z.pipe(
        z.string().check(z.trim(), z.toLowerCase()),
        z.email('Invalid e-mail address').check(z.maxLength(254, 'At most 254 characters')),
      ),
    )
    .check(
      z.maxLength(ALERT_LIMITS.recipientsMax, `At most ${ALERT_LIMITS.recipientsMax} e-mail addresses`),
      z.refine((list) => new Set(list).size === list.length, 'An e-mail address is listed twice'),
    ),
});
export type Recipients = z.infer<typeof RecipientsSchema>;

/** The values every property ends up with: no nulls. */
export const ExceptionSettingsValuesSchema = z.object({
  keyOutOn: z.boolean(),
  keyOutThreshold: KeyOutThresholdSchema,
  badgeUnusedOn: z.boolean(),
  badgeUnusedDays: days(ALERT_LIMITS.badgeUnusedDaysMax),
  lastCommOn: z.boolean(),
  lastCommDays: days(ALERT_LIMITS.lastCommDaysMax),
  notScannedOn: z.boolean(),
  recipients: RecipientsSchema,
});
export type ExceptionSettingsValues = z.infer<typeof ExceptionSettingsValuesSchema>;

/** One level's own values (the PUT body): null inherits from the level above. */
export const LevelSettingsSchema = z.object({
  keyOutOn: z.nullable(z.boolean()),
  keyOutThreshold: z.nullable(KeyOutThresholdSchema),
  badgeUnusedOn: z.nullable(z.boolean()),
  badgeUnusedDays: z.nullable(days(ALERT_LIMITS.badgeUnusedDaysMax)),
  lastCommOn: z.nullable(z.boolean()),
  lastCommDays: z.nullable(days(ALERT_LIMITS.lastCommDaysMax)),
  notScannedOn: z.nullable(z.boolean()),
  recipients: z.nullable(RecipientsSchema),
});
export type LevelSettings = z.infer<typeof LevelSettingsSchema>;
export type LevelSettingsInput = z.input<typeof LevelSettingsSchema>;

/** A level that sets nothing: everything inherited. */
export const INHERIT_ALL: LevelSettings = {
  keyOutOn: null,
  keyOutThreshold: null,
  badgeUnusedOn: null,
  badgeUnusedDays: null,
  lastCommOn: null,
  lastCommDays: null,
  notScannedOn: null,
  recipients: null,
};

/**
 * Built-in defaults: the thresholds the exceptions page and the overview used before settings existed (24 h keys
 * out, spec 001 §9's rolling 30-day window and 3-day last-communication warning), every alert type on, no recipients.
 */
export const EXCEPTION_SETTINGS_DEFAULTS: ExceptionSettingsValues = {
  keyOutOn: true,
  keyOutThreshold: { value: KEY_OUT_DEFAULT_HOURS, unit: 'hours' },
  badgeUnusedOn: true,
  badgeUnusedDays: BADGE_UNUSED_DAYS,
  lastCommOn: true,
  lastCommDays: LAST_COMM_WARNING_DAYS,
  notScannedOn: true,
  recipients: { loginIds: [], emails: [] },
};

/** Where a value came from: a level of the chain (with its name, for "inherited from Region X") or the defaults. */
export const SettingsSourceSchema = z.object({
  level: z.enum([...ENTITY_LEVELS, 'default']),
  id: z.nullable(z.int()),
  name: z.nullable(z.string()),
});
export type SettingsSource = z.infer<typeof SettingsSourceSchema>;
export const DEFAULT_SOURCE: SettingsSource = { level: 'default', id: null, name: null };

export const ResolvedSettingsSchema = z.object({
  values: ExceptionSettingsValuesSchema,
  sources: z.record(z.enum(SETTINGS_FIELDS), SettingsSourceSchema),
});
export type ResolvedSettings = { values: ExceptionSettingsValues; sources: Record<SettingsField, SettingsSource> };

/** One link of the chain, nearest first; `settings` is null when the level has no row. */
export interface ChainLink {
  level: EntityLevel;
  id: number;
  name: string | null;
  settings: LevelSettings | null;
}

/**
 * Merges a chain (property → region → division → corporation, nearest first; absent levels simply left out) with
 * the defaults: each field takes the nearest non-null value and reports which level it came from.
 */
export function resolveExceptionSettings(chain: readonly ChainLink[]): ResolvedSettings {
  const values = { ...EXCEPTION_SETTINGS_DEFAULTS } as Record<SettingsField, unknown>;
  const sources = {} as Record<SettingsField, SettingsSource>;
  for (const field of SETTINGS_FIELDS) {
    const link = chain.find((l) => l.settings?.[field] != null);
    if (link) {
      values[field] = link.settings![field];
      sources[field] = { level: link.level, id: link.id, name: link.name };
    } else sources[field] = DEFAULT_SOURCE;
  }
  return { values: values as ExceptionSettingsValues, sources };
}

const HOURS_PER_UNIT: Record<KeyOutUnit, number> = { hours: 1, days: 24 };
/** The keys-out threshold in hours. */
export const keyOutHours = (t: KeyOutThreshold) => t.value * HOURS_PER_UNIT[t.unit];

/** Is an alert type on in these values. */
export const alertTypeOn = (v: ExceptionSettingsValues, type: AlertType) => v[ALERT_TYPE_FIELD[type]];

/** A property's effective settings as the sweeps and e-mails need them: values plus the recipients' addresses. */
export interface EffectiveExceptionSettings extends ResolvedSettings {
  propertyId: number;
  /** The login recipients' addresses (live logins only) and the free addresses, lower-cased, without duplicates. */
  recipientEmails: string[];
}

/** The window, in days, of keys requested but not scanned (bounded so the indexed history read stays small). */
export const NOT_SCANNED_WINDOW_DAYS = 30;
/** The exception code of a key requested but not scanned (spec 001 §3, "No scan"). */
export const NOT_SCANNED_EXCEPTION_CODE = 'Y';
