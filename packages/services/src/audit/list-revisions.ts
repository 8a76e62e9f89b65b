import type { AuditEntityType, RevisionPage, RevisionQuery } from '@kc/domain/audit';
import type { ServiceContext } from '../context.ts';

/**
 * How each audited record is named for people: the SQL that reads one record's name by id. Table and column names are
 * constants here, never input; the id is a bound parameter.
 */
const NAME_SQL: Partial<Record<AuditEntityType, string>> = {
  Corporation: 'SELECT name FROM corporations WHERE id = $1',
  Division: 'SELECT name FROM divisions WHERE id = $1',
  Region: 'SELECT name FROM regions WHERE id = $1',
  Property: 'SELECT name FROM properties WHERE id = $1',
  SiteLogin: 'SELECT name FROM site_logins WHERE id = $1',
  InternalUser: 'SELECT name FROM internal_users WHERE id = $1',
  Badge: "SELECT employee_name || ' (' || badge_number || ')' AS name FROM badges WHERE id = $1",
  BadgeRestriction: 'SELECT name FROM badge_restrictions WHERE id = $1',
  Datalog: "SELECT '#' || datalog_number AS name FROM datalogs WHERE id = $1",
  Unit: "SELECT concat_ws(' ', nullif(building, ''), name) AS name FROM units WHERE id = $1",
  Vendor: 'SELECT name FROM vendors WHERE id = $1',
  WorkOrder: "SELECT '#' || number AS name FROM work_orders WHERE id = $1",
};

const INT = /^[1-9]\d{0,9}$/;

/** The record's name, or null when its type has no name or the record is gone. */
async function entityName(ctx: ServiceContext, type: string, id: string): Promise<string | null> {
  const sql = NAME_SQL[type as AuditEntityType];
  if (!sql || !INT.test(id) || Number(id) > 2_147_483_647) return null;
  const { rows } = await ctx.db.pool.query<{ name: string | null }>(sql, [Number(id)]);
  return rows[0]?.name ?? null;
}

/** The audit trail of one entity (with a parent, the entity's revisions recorded under that parent), newest first. */
export async function listRevisions(ctx: ServiceContext, q: RevisionQuery): Promise<RevisionPage> {
  const where = {
    entityType: q.entityType,
    entityId: q.entityId,
    ...(q.parentEntityType ? { parentEntityType: q.parentEntityType } : {}),
    ...(q.parentEntityId ? { parentEntityId: q.parentEntityId } : {}),
  };
  const [rows, total, name] = await Promise.all([
    ctx.db.prisma.auditRevision.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (q.page - 1) * q.perPage,
      take: q.perPage,
    }),
    ctx.db.prisma.auditRevision.count({ where }),
    entityName(ctx, q.entityType, q.entityId),
  ]);
  return {
    entity: { type: q.entityType, id: q.entityId, name },
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
