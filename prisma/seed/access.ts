// Area "access": roles, the permission registry, default grants and access roles.
import { DEFAULT_ACCESS_ROLES } from '@kc/domain/permissions';
import type { Database } from '@kc/services/db/client';
import { syncReferenceData } from '@kc/services/access/sync-reference-data';

/**
 * Roles, the permission registry, default grants and access roles: the same sync the API runs at start, so the
 * seed and a running portal can never disagree. Returns role id -> access role id (one per external role).
 */
export async function seedAccess(db: Database): Promise<Map<number, number>> {
  await syncReferenceData(db);
  const accessRoles = await db.prisma.accessRole.findMany({
    where: { name: { in: DEFAULT_ACCESS_ROLES.map((r) => r.name) } },
    select: { id: true, roleId: true },
  });
  return new Map(accessRoles.map((r) => [r.roleId, r.id]));
}
