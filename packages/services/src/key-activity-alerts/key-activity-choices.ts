import type { KeyActivityChoices } from '@kc/domain/key-activity-alerts/schemas';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { listActivities } from '../property-ops/activities.ts';

/** What a rule can name: the property's activity codes (its names over the defaults), units and active badges. */
export async function keyActivityChoices(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<KeyActivityChoices> {
  const [activities, units, badges] = await Promise.all([
    listActivities(ctx, scope, propertyId),
    ctx.db.prisma.unit.findMany({ where: { propertyId }, select: { id: true, name: true } }),
    ctx.db.prisma.badge.findMany({
      where: { propertyId, active: true },
      select: { id: true, badgeNumber: true, employeeName: true },
      orderBy: { employeeName: 'asc' },
    }),
  ]);
  return {
    activities: activities
      .filter((a) => a.activityName !== '')
      .map(({ activityCode, activityName }) => ({ activityCode, activityName })),
    units: units.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
    badges,
  };
}
