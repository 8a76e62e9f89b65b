import type { KeyActivityAlert } from '@kc/domain/key-activity-alerts/schemas';
import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { alertData, assertMembers, toAlerts, type AlertInput } from './alert-access.ts';

export async function createKeyActivityAlert(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  input: AlertInput,
): Promise<KeyActivityAlert> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertMembers(tx, propertyId, input);
    const data = alertData(input);
    const row = await tx.keyActivityAlert.create({ data: { propertyId, ...data } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'KeyActivityAlert',
        entityId: row.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'CREATE',
        newValue: data,
      },
    ]);
    const [alert] = await toAlerts(tx, [row]);
    return alert!;
  });
}
