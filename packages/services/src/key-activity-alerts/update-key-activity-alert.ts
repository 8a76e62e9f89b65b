import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { alertData, rowSnapshot, assertMembers, loadAlertInScope, toAlerts, type AlertInput } from './alert-access.ts';

/** Saves a rule (version-checked, so two editors cannot silently overwrite each other). */
export async function updateKeyActivityAlert(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  alertId: number,
  input: AlertInput & { version: number },
): Promise<KeyActivityAlert> {
  const before = await loadAlertInScope(ctx.db.prisma, scope, propertyId, alertId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertMembers(tx, propertyId, input, before.badgeIds);
    const data = alertData(input);
    const { count } = await tx.keyActivityAlert.updateMany({
      where: { id: alertId, version: input.version },
      data: { ...data, version: { increment: 1 } },
    });
    if (count === 0) throw staleVersion();
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyActivityAlert',
        entityId: alertId,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        oldValue: rowSnapshot(before),
        newValue: data,
      },
    ]);
    const [alert] = await toAlerts(tx, [await tx.keyActivityAlert.findUniqueOrThrow({ where: { id: alertId } })]);
    return alert!;
  });
}
