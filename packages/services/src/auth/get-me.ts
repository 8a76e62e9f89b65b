import type { EntityLevel, Me } from '@kc/domain/auth';
import { isInternalRole, type RoleId } from '@kc/domain/roles';
import { effectiveRights, type Rights } from '@kc/domain/permissions';
import type { ServiceContext } from '../context.ts';
import type { Principal } from './principal.ts';

/**
 * The rights a principal holds: the role's defaults from the registry, adjusted by per-login grants
 * (external logins only; an internal-only right can never be granted to them).
 */
export async function loadAccessRights(ctx: ServiceContext, principal: Principal): Promise<Rights> {
  const grants =
    principal.pool === 'external'
      ? await ctx.db.prisma.siteLoginGrant.findMany({
          where: { siteLoginId: principal.id },
          select: { permissionKey: true, granted: true },
        })
      : [];
  return effectiveRights(
    principal.roleId as RoleId,
    grants.map((g) => ({ key: g.permissionKey, granted: g.granted })),
  );
}

async function loadEntityLevels(ctx: ServiceContext, principal: Principal): Promise<EntityLevel[]> {
  if (principal.pool !== 'external') return [];
  const login = await ctx.db.prisma.siteLogin.findUniqueOrThrow({
    where: { id: principal.id },
    select: {
      corporation: { select: { id: true, name: true } },
      divisions: { select: { id: true, name: true }, where: { deletedAt: null }, orderBy: { name: 'asc' } },
      regions: { select: { id: true, name: true }, where: { deletedAt: null }, orderBy: { name: 'asc' } },
      properties: { select: { id: true, name: true }, where: { deletedAt: null }, orderBy: { name: 'asc' } },
    },
  });
  return [
    { entity: 'Corporation' as const, ...login.corporation },
    ...login.divisions.map((d) => ({ entity: 'Division' as const, ...d })),
    ...login.regions.map((r) => ({ entity: 'Region' as const, ...r })),
    ...login.properties.map((p) => ({ entity: 'Property' as const, ...p })),
  ];
}

/** The site-login lookup of spec 000 §3 for the signed-in principal. */
export async function getMe(
  ctx: ServiceContext,
  principal: Principal,
  impersonator: Principal | null = null,
): Promise<Me> {
  const [accessRights, entityLevels] = await Promise.all([
    loadAccessRights(ctx, principal),
    loadEntityLevels(ctx, principal),
  ]);
  const internal = isInternalRole(principal.roleId);
  const corporation = entityLevels.find((e) => e.entity === 'Corporation');
  return {
    id: principal.id,
    pool: principal.pool,
    name: principal.name,
    email: principal.email,
    role: principal.roleId as RoleId,
    commercialLevel: principal.commercialLevel,
    isInternalUser: internal,
    isExternalUser: !internal,
    isStaff: principal.pool === 'external',
    accessRights,
    corporation: corporation ? { id: corporation.id, name: corporation.name } : null,
    entityLevels,
    impersonator: impersonator ? { id: impersonator.id, name: impersonator.name } : null,
  };
}
