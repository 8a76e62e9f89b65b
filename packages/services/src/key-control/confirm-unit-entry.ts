import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import type { ActorScope } from '../access/caller.ts';
import { completeUnitEntryOrders } from '../purchase-orders/status-step.ts';

/**
 * Property verification: the customer confirms the unit list it entered; the property no longer awaits unit entry.
 * Confirming again changes nothing (idempotent, so a double click or a retry is harmless). The property's orders
 * awaiting customer unit entry move to "customer unit entry complete" in the same transaction.
 */
export async function confirmUnitEntry(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  contactId: number | null,
): Promise<{ customerUnitEntry: boolean }> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.$transaction(async (tx) => {
    const { customerUnitEntry } = await tx.property.findUniqueOrThrow({
      where: { id: propertyId },
      select: { customerUnitEntry: true },
    });
    if (!customerUnitEntry) return { customerUnitEntry: false };
    const units = await tx.unit.count({ where: { propertyId } });
    if (units === 0)
      throw new AppError('VALIDATION_FAILED', 'Enter or upload the unit list first', [
        { field: 'units', message: 'At least one unit is required' },
      ]);
    const { count } = await tx.property.updateMany({
      where: { id: propertyId, customerUnitEntry: true },
      data: { customerUnitEntry: false, version: { increment: 1 } },
    });
    if (count === 0) return { customerUnitEntry: false };
    await recordRevisions(tx, actor, [
      {
        entityType: 'Property',
        entityId: propertyId,
        type: 'UPDATE',
        path: 'customerUnitEntry',
        oldValue: true,
        newValue: { customerUnitEntry: false, confirmedByContactId: contactId },
      },
    ]);
    await completeUnitEntryOrders(tx, actor, propertyId);
    return { customerUnitEntry: false };
  });
}
