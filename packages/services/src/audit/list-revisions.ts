import { z } from 'zod';
import type { ServiceContext } from '../context.ts';

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
export const RevisionPageSchema = z.object({ items: z.array(RevisionSchema), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
export type RevisionPage = z.infer<typeof RevisionPageSchema>;

/** The audit trail of one entity (with a parent, the entity's revisions recorded under that parent), newest first. */
export async function listRevisions(ctx: ServiceContext, q: RevisionQuery): Promise<RevisionPage> {
  const where = {
    entityType: q.entityType,
    entityId: q.entityId,
    ...(q.parentEntityType ? { parentEntityType: q.parentEntityType } : {}),
    ...(q.parentEntityId ? { parentEntityId: q.parentEntityId } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.prisma.auditRevision.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (q.page - 1) * q.perPage, take: q.perPage }),
    ctx.db.prisma.auditRevision.count({ where }),
  ]);
  return {
    total, page: q.page, perPage: q.perPage,
    items: rows.map((r) => ({
      id: String(r.id),
      time: r.createdAt.toISOString(),
      author: r.actorName ?? 'System',
      impersonator: r.impersonatorName,
      type: r.type as RevisionPage['items'][number]['type'],
      entityType: r.entityType,
      entityId: r.entityId,
      path: r.path,
      oldValue: r.oldValue,
      newValue: r.newValue,
    })),
  };
}
