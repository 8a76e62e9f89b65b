import type { EntityLevel } from '@kc/domain/hierarchy';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { siteLoginsInScope, type Scope } from '../access/scope.ts';
import { assertEntityInScope } from './entity-scope.ts';

/** The logins working at an entity: corporate logins of a corporation, or logins listing the division, region or property. */
export function staffOfEntity(level: EntityLevel, id: number): Prisma.SiteLoginWhereInput {
  switch (level) {
    case 'corporation':
      return { corporationId: id, commercialLevel: COMMERCIAL_LEVEL.corporation };
    case 'division':
      return { OR: [{ divisionId: id, commercialLevel: COMMERCIAL_LEVEL.division }, { divisions: { some: { id } } }] };
    case 'region':
      return { OR: [{ regionId: id, commercialLevel: COMMERCIAL_LEVEL.region }, { regions: { some: { id } } }] };
    case 'property':
      return { properties: { some: { id } } };
  }
}

async function primaryContactId(ctx: ServiceContext, level: EntityLevel, id: number): Promise<number | null> {
  const select = { primaryContactId: true } as const;
  const p = ctx.db.prisma;
  const row =
    level === 'corporation'
      ? await p.corporation.findUnique({ where: { id }, select })
      : level === 'division'
        ? await p.division.findUnique({ where: { id }, select })
        : level === 'region'
          ? await p.region.findUnique({ where: { id }, select })
          : await p.property.findUnique({ where: { id }, select });
  return row?.primaryContactId ?? null;
}

/** Staff list of an entity page, with the isDisabled filter (absent: both). */
export async function listEntityStaff(
  ctx: ServiceContext,
  scope: Scope,
  level: EntityLevel,
  id: number,
  isDisabled?: boolean,
) {
  await assertEntityInScope(ctx.db, scope, level, id);
  const primary = await primaryContactId(ctx, level, id);
  const rows = await ctx.db.prisma.siteLogin.findMany({
    where: siteLoginsInScope(scope, {
      AND: [staffOfEntity(level, id), { deletedAt: null }, isDisabled === undefined ? {} : { disabled: isDisabled }],
    }),
    select: {
      id: true,
      name: true,
      email: true,
      phoneNumber: true,
      commercialLevel: true,
      disabled: true,
      accessRole: { select: { name: true, roleId: true } },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return rows.map(({ accessRole, ...r }) => ({
    ...r,
    roleId: accessRole.roleId,
    accessRoleName: accessRole.name,
    isPrimaryContact: r.id === primary,
  }));
}

/** Contacts of an entity: its primary contact and the enabled logins that may be chosen as one. */
export async function getContacts(ctx: ServiceContext, scope: Scope, level: EntityLevel, id: number) {
  const staff = await listEntityStaff(ctx, scope, level, id, false);
  const contacts = staff.map((s) => ({ id: s.id, name: s.name, email: s.email, phoneNumber: s.phoneNumber }));
  const primaryId = await primaryContactId(ctx, level, id);
  const primary =
    primaryId === null
      ? null
      : await ctx.db.prisma.siteLogin.findUnique({
          where: { id: primaryId },
          select: { id: true, name: true, email: true, phoneNumber: true },
        });
  return { primaryContact: primary, contacts };
}
