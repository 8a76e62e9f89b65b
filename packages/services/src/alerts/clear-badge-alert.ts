import type { ServiceContext } from '../context.ts';
import type { ActorScope } from '../access/caller.ts';
import { assertPropertyInScope, outOfScope } from '../access/scope.ts';
import { recordRevisions } from '../audit/record-revision.ts';

/**
 * "Clear alert" on an unused-badge alert (decision 0037): the badge leaves the alerts until it is used again, i.e.
 * until badges.last_used passes the clearing time. Only a timestamp on the badge: ingestion, which moves last_used,
 * does no extra work, and the alert rule compares the two columns (alert-rules.ts).
 */
export async function clearBadgeAlert(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  badgeId: number,
  now = new Date(),
): Promise<{ badgeId: number; alertClearedAt: string }> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.$transaction(async (tx) => {
    const badge = await tx.badge.findFirst({
      where: { id: badgeId, propertyId, active: true },
      select: { id: true, alertClearedAt: true },
    });
    if (!badge) throw outOfScope('Badge');
    await tx.badge.update({ where: { id: badgeId }, data: { alertClearedAt: now } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Badge',
        entityId: badgeId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        path: 'alertClearedAt',
        oldValue: badge.alertClearedAt?.toISOString() ?? null,
        newValue: now.toISOString(),
      },
    ]);
    return { badgeId, alertClearedAt: now.toISOString() };
  });
}
