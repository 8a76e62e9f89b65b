import { z } from 'zod';

/** GET /api/audit/entity/revisions: query and answer (spec 000 §3 audit log entry). */
export const RevisionQuerySchema = z.object({
  entityType: z.string().min(1).max(60),
  entityId: z.string().min(1).max(60),
  parentEntityType: z.string().min(1).max(60).optional(),
  parentEntityId: z.string().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(100),
});
export type RevisionQuery = z.infer<typeof RevisionQuerySchema>;

export const RevisionSchema = z.object({
  id: z.string(),
  time: z.string(),
  author: z.string(),
  impersonator: z.string().nullable(),
  type: z.enum(['CREATE', 'DELETE', 'UPDATE', 'ADD', 'REMOVE']),
  entityType: z.string(),
  entityId: z.string(),
  path: z.string(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
});
export const RevisionPageSchema = z.object({
  items: z.array(RevisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type RevisionPage = z.infer<typeof RevisionPageSchema>;
