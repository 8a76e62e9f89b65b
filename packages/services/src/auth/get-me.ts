import type { EntityLevel, Me } from '@kc/domain/auth';
import { isInternalRole, type RoleId } from '@kc/domain/roles';
import type { ServiceContext } from '../context.ts';
import type { Principal } from './principal.ts';

/**
 * The rights a principal holds: every registered permission, true when the role grants it,
 * unless a per-login grant says otherwise (external logins only).
 */
export async function loadAccessRights(ctx: ServiceContext, principal: Principal): Promise<Record<string, boolean>> {
  const { rows } = await ctx.db.pool.query<{ key: string; granted: boolean }>(
    `SELECT p.key,
            COALESCE(g.granted, rg.role_id IS NOT NULL) AS granted
       FROM permissions p
       LEFT JOIN role_grants rg ON rg.permission_key = p.key AND rg.role_id = $1
       LEFT JOIN site_login_grants g ON g.permission_key = p.key AND g.site_login_id = $2
      ORDER BY p.key`,
    [principal.roleId, principal.pool === 'external' ? principal.id : null],
  );
  return Object.fromEntries(rows.map((r) => [r.key, r.granted]));
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
export async function getMe(ctx: ServiceContext, principal: Principal): Promise<Me> {
  const [accessRights, entityLevels] = await Promise.all([loadAccessRights(ctx, principal), loadEntityLevels(ctx, principal)]);
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
  };
}
