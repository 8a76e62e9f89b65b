import type { z } from 'zod';
import {
  isCustomizableRole,
  type CustomizablePermission,
  type SetStaffPermissionsBodySchema,
} from '@kc/domain/staff-permissions';
import { AppError } from '@kc/domain/errors';
import {
  DEFAULT_GRANTS,
  PERMISSIONS,
  can,
  effectiveRights,
  grantablePermissionKeys,
  isPermissionKey,
  type PermissionKey,
  type Rights,
} from '@kc/domain/permissions';
import { COMMERCIAL_LEVEL, type RoleId } from '@kc/domain/roles';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertSiteLoginInScope, type Scope } from './scope.ts';
import type { Caller } from './caller.ts';

function checklist(roleId: RoleId, rights: Rights): CustomizablePermission[] {
  if (!isCustomizableRole(roleId)) return [];
  return grantablePermissionKeys(roleId)
    .map((key) => ({ id: key, permName: PERMISSIONS[key].displayName, checked: rights[key] }))
    .sort((a, b) => a.permName.localeCompare(b.permName));
}

export function roleDefaultChecklist(roleId: RoleId): CustomizablePermission[] {
  return checklist(roleId, effectiveRights(roleId));
}

async function loadLogin(ctx: ServiceContext, scope: Scope, staffId: number) {
  await assertSiteLoginInScope(ctx.db, scope, staffId);
  const login = await ctx.db.prisma.siteLogin.findUniqueOrThrow({
    where: { id: staffId },
    select: {
      id: true,
      accessRole: { select: { roleId: true } },
      grants: { select: { permissionKey: true, granted: true } },
    },
  });
  const roleId = login.accessRole.roleId as RoleId;
  return {
    roleId,
    grants: login.grants,
    rights: effectiveRights(
      roleId,
      login.grants.map((g) => ({ key: g.permissionKey, granted: g.granted })),
    ),
  };
}

export async function getStaffPermissions(
  ctx: ServiceContext,
  scope: Scope,
  staffId: number,
): Promise<CustomizablePermission[]> {
  const { roleId, rights } = await loadLogin(ctx, scope, staffId);
  return checklist(roleId, rights);
}

/**
 * Saves a login's checklist. Only differences from the role's defaults are stored, so a later change of
 * defaults reaches everyone who was not customized. A customer administrator cannot change their own rights
 * nor hand out a right they do not hold themselves.
 */
export async function setStaffPermissions(
  ctx: ServiceContext,
  { actor, rights: actorRights, scope }: Pick<Caller, 'actor' | 'rights' | 'scope'>,
  staffId: number,
  items: z.infer<typeof SetStaffPermissionsBodySchema>,
): Promise<CustomizablePermission[]> {
  const { roleId, rights } = await loadLogin(ctx, scope, staffId);
  const actorIsExternal = actor.principal?.pool === 'external';
  if (actorIsExternal && actor.principal?.id === staffId)
    throw new AppError('FORBIDDEN', 'You cannot change your own permissions');
  if (!isCustomizableRole(roleId)) throw new AppError('CONFLICT', 'This access level has no customizable permissions');
  const allowed = new Set(grantablePermissionKeys(roleId));
  const fieldErrors = items.flatMap((item, i) => {
    if (!isPermissionKey(item.id) || !allowed.has(item.id))
      return [{ field: `${i}.id`, message: 'Not a customizable permission for this access level' }];
    if (actorIsExternal && item.checked && !rights[item.id] && !can(actorRights, item.id))
      return [{ field: `${i}.id`, message: 'You cannot grant a permission you do not hold' }];
    return [];
  });
  if (fieldErrors.length > 0) throw new AppError('VALIDATION_FAILED', 'Some permissions cannot be set', fieldErrors);

  const defaults = new Set<PermissionKey>(DEFAULT_GRANTS[roleId]);
  const changes = items.filter((item) => rights[item.id as PermissionKey] !== item.checked);
  await ctx.db.prisma.$transaction(async (tx) => {
    for (const item of changes) {
      const key = item.id as PermissionKey;
      if (defaults.has(key) === item.checked) {
        await tx.siteLoginGrant.deleteMany({ where: { siteLoginId: staffId, permissionKey: key } });
      } else {
        await tx.siteLoginGrant.upsert({
          where: { siteLoginId_permissionKey: { siteLoginId: staffId, permissionKey: key } },
          update: { granted: item.checked },
          create: { siteLoginId: staffId, permissionKey: key, granted: item.checked },
        });
      }
    }
    await recordRevisions(
      tx,
      actor,
      changes.map((item) => ({
        entityType: 'SiteLogin',
        entityId: staffId,
        type: item.checked ? 'ADD' : 'REMOVE',
        path: `permissions.${item.id}`,
        oldValue: !item.checked,
        newValue: item.checked,
      })),
    );
  });
  return getStaffPermissions(ctx, scope, staffId);
}

/** Access roles a property-level login can be given (the access-level dropdown of the staff form). */
export async function listPropertyAccessRoles(ctx: ServiceContext) {
  return ctx.db.prisma.accessRole.findMany({
    where: { commercialLevel: COMMERCIAL_LEVEL.property },
    select: { id: true, name: true, roleId: true, commercialLevel: true },
    orderBy: { roleId: 'asc' },
  });
}
