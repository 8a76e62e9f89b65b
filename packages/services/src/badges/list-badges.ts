import type { Badge } from '@kc/domain/badges';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { BADGE_SELECT, badgesInScope, loadBadgeInScope, toBadge } from './badge-access.ts';

/** The property's active or inactive employees (spec 000 §7: property badges/active, badges/inactive). */
export async function listPropertyBadges(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  active: boolean,
): Promise<Badge[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.badge.findMany({
    where: badgesInScope(scope, { propertyId, active }),
    select: BADGE_SELECT,
    orderBy: [{ employeeName: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toBadge);
}

export async function getBadge(ctx: ServiceContext, scope: Scope, id: number): Promise<Badge> {
  return toBadge(await loadBadgeInScope(ctx.db, scope, id));
}
