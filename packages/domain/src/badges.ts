import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';

/** Decision 0018: badges are never deleted; "clear unused" deactivates badges idle this many days by default. */
export const UNUSED_BADGE_DEFAULT_DAYS = 30;
export const BADGE_NUMBER_MAX = 20;

/** A calendar date without time (YYYY-MM-DD), as date inputs send it. */
export const DateOnlySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date (YYYY-MM-DD)'),
  z.refine((v) => {
    // Round-trips only for a real calendar day: 2026-02-30 would otherwise roll over (or reach the database and fail).
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'Invalid date'),
);

export const BadgeSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  badgeNumber: z.string(),
  employeeName: z.string(),
  fingerprint: z.boolean(),
  active: z.boolean(),
  startDate: z.nullable(z.string()),
  lastUsed: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
  version: z.int(),
});
export type Badge = z.infer<typeof BadgeSchema>;

const badgeFields = {
  employeeName: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'At most 100 characters')),
  badgeNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(BADGE_NUMBER_MAX, `At most ${BADGE_NUMBER_MAX} characters`),
      z.regex(/^[0-9A-Za-z-]+$/, 'Letters, numbers and dashes only'),
    ),
  fingerprint: z._default(z.boolean(), false),
  startDate: z.pipe(
    z.nullish(DateOnlySchema),
    z.transform((v) => v ?? null),
  ),
};
export const BadgeCreateSchema = z.object(badgeFields);
export type BadgeCreate = z.input<typeof BadgeCreateSchema>;
export const BadgeUpdateSchema = z.object({ ...badgeFields, version: DbIdSchema });
export type BadgeUpdate = z.input<typeof BadgeUpdateSchema>;

export const ClearUnusedBadgesSchema = z.object({
  days: z._default(
    z.coerce.number().check(z.int('Whole days'), z.gte(1, 'At least 1 day'), z.lte(3650, 'At most 3650 days')),
    UNUSED_BADGE_DEFAULT_DAYS,
  ),
});
export const ClearUnusedResultSchema = z.object({ deactivated: z.int(), badgeIds: z.array(z.int()) });

export const BadgeSearchQuerySchema = z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(100)), '') });
export const BadgeSearchHitSchema = z.extend(BadgeSchema, { propertyName: z.string() });
export type BadgeSearchHit = z.infer<typeof BadgeSearchHitSchema>;

export const RESTRICTION_NEEDS_BADGE = 'Choose at least one badge';
export const RESTRICTION_NEEDS_UNIT = 'Choose at least one unit';

export const RestrictionSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  name: z.nullable(z.string()),
  version: z.int(),
  badges: z.array(z.object({ id: z.int(), badgeNumber: z.string(), employeeName: z.string(), active: z.boolean() })),
  units: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type Restriction = z.infer<typeof RestrictionSchema>;

const restrictionFields = {
  name: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(100, 'At most 100 characters'))),
    z.transform((v) => v || null),
  ),
  badgeIds: z.array(DbIdSchema).check(z.minLength(1, RESTRICTION_NEEDS_BADGE), z.maxLength(1000)),
  unitIds: z.array(DbIdSchema).check(z.minLength(1, RESTRICTION_NEEDS_UNIT), z.maxLength(5000)),
};
export const RestrictionCreateSchema = z.object(restrictionFields);
export type RestrictionCreate = z.input<typeof RestrictionCreateSchema>;
export const RestrictionUpdateSchema = z.object({ ...restrictionFields, version: DbIdSchema });
export type RestrictionUpdate = z.input<typeof RestrictionUpdateSchema>;

/** What the restriction form chooses from: the property's active badges and its units. */
export const RestrictionChoicesSchema = z.object({
  badges: z.array(z.object({ id: z.int(), badgeNumber: z.string(), employeeName: z.string() })),
  units: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type RestrictionChoices = z.infer<typeof RestrictionChoicesSchema>;
