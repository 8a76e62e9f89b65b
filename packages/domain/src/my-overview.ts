import * as z from 'zod/mini';
import { DbIdParamSchema, DbIdSchema } from './ids.ts';
import { OverviewQuerySchema, PropertyOverviewSchema, ROLLUP_LEVELS, RollupOverviewSchema } from './overview.ts';
import { MyPropertySchema, NamedEntitySchema, PropertySummarySchema } from './property-summary.ts';

/**
 * GET /api/me/overview: where a customer login lands, in one call (issue 13 item 6, decision 0072). The browser sends
 * the reader's zone and the selections it remembers; the API answers what the overview and the shell would otherwise
 * ask for one after another: the header selector's list, the chosen entity (the remembered one while it is still
 * reachable, else the first), that entity's overview, and for a property its header summary.
 */
export const MyOverviewQuerySchema = z.object({
  ...OverviewQuerySchema.shape,
  property: z.optional(DbIdParamSchema),
  region: z.optional(DbIdParamSchema),
  division: z.optional(DbIdParamSchema),
});
export type MyOverviewQuery = z.infer<typeof MyOverviewQuerySchema>;

export const LevelTargetSchema = z.object({ level: z.enum(['property', ...ROLLUP_LEVELS]), id: DbIdSchema });

export const MyOverviewSchema = z.object({
  /** The header selector's kind; null for a corporate login (its corporation is the target) and provider staff. */
  kind: z.nullable(z.enum(['property', 'region', 'division'])),
  /** The selector's list, the one of `kind` (the others null): the same answers as GET /api/me/properties etc. */
  properties: z.nullable(z.array(MyPropertySchema)),
  regions: z.nullable(z.array(NamedEntitySchema)),
  divisions: z.nullable(z.array(NamedEntitySchema)),
  /** What the overview shows; null when the login reaches nothing. */
  target: z.nullable(LevelTargetSchema),
  /** The target's overview: a property's briefing or a level's roll-up (the other null). */
  propertyOverview: z.nullable(PropertyOverviewSchema),
  rollupOverview: z.nullable(RollupOverviewSchema),
  /** GET /api/properties/{id}/summary of a property target (the header's customer number and account state). */
  summary: z.nullable(PropertySummarySchema),
});
export type MyOverview = z.infer<typeof MyOverviewSchema>;
