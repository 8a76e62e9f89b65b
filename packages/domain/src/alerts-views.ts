import * as z from 'zod/mini';
import { DbIdParamSchema } from './ids.ts';
import { EntityLevelSchema } from './hierarchy.ts';
import { LevelSettingsSchema, ResolvedSettingsSchema } from './alerts.ts';
import { ExceptionAlertSchema } from './property-ops.ts';
import { ROLLUP_LEVELS } from './overview.ts';

/** The API shapes of the alerts pages (decision 0036): settings at a level, roll-ups, keys requested but not scanned. */

const RollupLevelSchema = z.enum(ROLLUP_LEVELS);

export const RecipientLoginSchema = z.object({ id: z.int(), name: z.string(), email: z.string() });
export type RecipientLogin = z.infer<typeof RecipientLoginSchema>;

/** GET …/exception-settings: this level's own values, what it would inherit, what applies, and the login choices. */
export const ExceptionSettingsViewSchema = z.object({
  level: EntityLevelSchema,
  entityId: z.int(),
  entityName: z.string(),
  own: LevelSettingsSchema,
  /** What applies where this level sets nothing (the level above's result, with its sources). */
  inherited: ResolvedSettingsSchema,
  effective: ResolvedSettingsSchema,
  /** Site logins that reach this entity (the recipients picker), and any chosen login named by the values above. */
  logins: z.array(RecipientLoginSchema),
  /** The entity and the levels above it, nearest first (the page offers each level's settings). */
  chain: z.array(z.object({ level: EntityLevelSchema, id: z.int(), name: z.string() })),
  canModify: z.boolean(),
});
export type ExceptionSettingsView = z.infer<typeof ExceptionSettingsViewSchema>;

export const RollupAlertSchema = z.extend(ExceptionAlertSchema, {
  propertyId: z.int(),
  propertyName: z.string(),
});
export type RollupAlert = z.infer<typeof RollupAlertSchema>;
export const RollupAlertsSchema = z.object({
  level: RollupLevelSchema,
  id: z.int(),
  name: z.string(),
  generatedAt: z.string(),
  alerts: z.array(RollupAlertSchema),
  /** True when more alerts exist than the list carries (each type is capped). */
  truncated: z.boolean(),
});
export type RollupAlerts = z.infer<typeof RollupAlertsSchema>;

export const NotScannedRowSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  propertyName: z.string(),
  time: z.string(),
  datalogNumber: z.nullable(z.int()),
  keyTagNumber: z.nullable(z.string()),
  unitName: z.nullable(z.string()),
  employeeName: z.nullable(z.string()),
});
export type NotScannedRow = z.infer<typeof NotScannedRowSchema>;
export const NotScannedListSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(NotScannedRowSchema),
  truncated: z.boolean(),
});
export type NotScannedList = z.infer<typeof NotScannedListSchema>;

export const BadgeAlertParamsSchema = z.object({ propertyId: DbIdParamSchema, badgeId: DbIdParamSchema });
export const ClearedBadgeSchema = z.object({ badgeId: z.int(), alertClearedAt: z.string() });
