import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { loadAlertInScope, rowSnapshot } from './alert-access.ts';

/** Removes a rule; the transactions it already mailed (its hits) go with it. */
export async function deleteKeyActivityAlert(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  alertId: number,
): Promise<void> {
  const before = await loadAlertInScope(ctx.db.prisma, scope, propertyId, alertId);
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.keyActivityAlert.delete({ where: { id: alertId } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyActivityAlert',
        entityId: alertId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'DELETE',
        oldValue: rowSnapshot(before),
      },
    ]);
  });
}
