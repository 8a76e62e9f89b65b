import type { BadgeSearchHit } from '@kc/domain/badges';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { BADGE_SELECT, badgesInScope, toBadge } from './badge-access.ts';

const LIMIT = 200;
const COLUMN = { corporation: 'corporationId', division: 'divisionId', region: 'regionId' } as const;

/** Badges (active and inactive) of every property under a corporation, division or region, by name or number. */
export async function searchBadges(
  ctx: ServiceContext,
  scope: Scope,
  level: keyof typeof COLUMN,
  id: number,
  q: string,
): Promise<BadgeSearchHit[]> {
  await assertEntityInScope(ctx.db, scope, level, id);
  const text: Prisma.BadgeWhereInput = q
    ? { OR: [{ employeeName: { contains: q, mode: 'insensitive' } }, { badgeNumber: { contains: q } }] }
    : {};
  const rows = await ctx.db.prisma.badge.findMany({
    where: badgesInScope(scope, { AND: [{ property: { [COLUMN[level]]: id, deletedAt: null } }, text] }),
    select: { ...BADGE_SELECT, property: { select: { name: true } } },
    orderBy: [{ employeeName: 'asc' }, { id: 'asc' }],
    take: LIMIT,
  });
  return rows.map(({ property, ...b }) => ({ ...toBadge(b), propertyName: property.name }));
}
