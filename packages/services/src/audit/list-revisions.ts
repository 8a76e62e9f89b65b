import type { RevisionPage, RevisionQuery } from '@kc/domain/audit';
import type { ServiceContext } from '../context.ts';

/** The audit trail of one entity (with a parent, the entity's revisions recorded under that parent), newest first. */
export async function listRevisions(ctx: ServiceContext, q: RevisionQuery): Promise<RevisionPage> {
  const where = {
    entityType: q.entityType,
    entityId: q.entityId,
    ...(q.parentEntityType ? { parentEntityType: q.parentEntityType } : {}),
    ...(q.parentEntityId ? { parentEntityId: q.parentEntityId } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.prisma.auditRevision.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.perPage,
      take: q.perPage,
    }),
    ctx.db.prisma.auditRevision.count({ where }),
  ]);
  return {
    total,
    page: q.page,
    perPage: q.perPage,
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
