import { ROLES, ROLE_IDS, isInternalRole } from '@kc/domain/roles';
import { DEFAULT_ACCESS_ROLES, DEFAULT_GRANTS, PERMISSIONS, PERMISSION_KEYS } from '@kc/domain/permissions';
import type { Database } from '../db/client.ts';

/** Any fixed 64-bit number: serialises concurrent start-ups of several processes. */
const SYNC_LOCK = 7_310_004_221;

/**
 * Makes the roles, permissions, default grants and access roles in the database match the registry in
 * packages/domain. Runs at every start (idempotent), so a right added in code reaches existing databases
 * without a data migration. Permissions that left the registry lose their role grants but stay as rows,
 * because per-login grants and audit history may name them.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SYNC_LOCK}::bigint)`;
      for (const id of ROLE_IDS) {
        await tx.role.upsert({
          where: { id },
          update: { name: ROLES[id], isInternal: isInternalRole(id) },
          create: { id, name: ROLES[id], isInternal: isInternalRole(id) },
        });
      }
      for (const key of PERMISSION_KEYS) {
        const displayName = PERMISSIONS[key].displayName;
        await tx.permission.upsert({ where: { key }, update: { displayName }, create: { key, displayName } });
      }
      await tx.roleGrant.deleteMany({});
      await tx.roleGrant.createMany({
        data: ROLE_IDS.flatMap((roleId) => DEFAULT_GRANTS[roleId].map((permissionKey) => ({ roleId, permissionKey }))),
      });
      for (const r of DEFAULT_ACCESS_ROLES) {
        await tx.accessRole.upsert({
          where: { name: r.name },
          update: { roleId: r.roleId, commercialLevel: r.commercialLevel, isDefault: r.isDefault },
          create: { ...r },
        });
      }
    },
    { timeout: 30_000 },
  );
}
