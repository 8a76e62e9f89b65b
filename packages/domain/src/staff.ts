import { z } from 'zod';
import { DbIdSchema } from './ids.ts';

/** POST /api/staff/search: body and answer. */
export const StaffSearchBodySchema = z.object({
  query: z.string().trim().max(100).default(''),
  corporationId: DbIdSchema.optional(),
  propertyId: DbIdSchema.optional(),
  includeDisabled: z.boolean().default(false),
  page: z.number().int().min(1).max(10_000).default(1),
  perPage: z.number().int().min(1).max(100).default(25),
});

export const StaffSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.number().int(),
  roleName: z.string(),
  commercialLevel: z.number().int(),
  corporation: z.object({ id: z.number().int(), name: z.string() }),
  properties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  disabled: z.boolean(),
});
export const StaffSearchResultSchema = z.object({ items: z.array(StaffSearchItemSchema), total: z.number().int() });
