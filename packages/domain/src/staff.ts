import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';

/** POST /api/staff/search: body and answer. */
export const StaffSearchBodySchema = z.object({
  query: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  corporationId: z.optional(DbIdSchema),
  propertyId: z.optional(DbIdSchema),
  includeDisabled: z._default(z.boolean(), false),
  page: z._default(z.int().check(z.gte(1), z.lte(10_000)), 1),
  perPage: z._default(z.int().check(z.gte(1), z.lte(100)), 25),
});

export const StaffSearchItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.int(),
  roleName: z.string(),
  commercialLevel: z.int(),
  corporation: z.object({ id: z.int(), name: z.string() }),
  properties: z.array(z.object({ id: z.int(), name: z.string() })),
  disabled: z.boolean(),
});
export const StaffSearchResultSchema = z.object({ items: z.array(StaffSearchItemSchema), total: z.int() });
