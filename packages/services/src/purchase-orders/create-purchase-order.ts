import type { PurchaseOrderInput } from '@kc/domain/purchase-orders/schemas';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { addNote, orderColumns, recordStatusEvent, replaceItems, saveOrderAddress } from './order-data.ts';
import { assertRepresentatives, readOrder } from './po-access.ts';

/** A new order for a property: a draft to resume later, or submitted for managerial approval (status 1). */
export async function createPurchaseOrder(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  input: PurchaseOrderInput,
): Promise<PurchaseOrder> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  await assertRepresentatives(ctx.db.prisma, input);
  const id = await ctx.db.prisma.$transaction(async (tx) => {
    const now = new Date();
    const billingAddressId = await saveOrderAddress(tx, null, input.billingAddress);
    const shippingAddressId = await saveOrderAddress(tx, null, input.shippingAddress);
    const columns = orderColumns(input);
    const row = await tx.purchaseOrder.create({
      data: {
        propertyId,
        ...columns,
        billingAddressId,
        shippingAddressId,
        draft: input.draft,
        statusId: 1,
        statusAt: now,
        createdById: actor.principal?.pool === 'internal' ? actor.principal.id : null,
      },
    });
    await replaceItems(tx, row.id, input);
    await addNote(tx, row.id, actor, input.note);
    await recordStatusEvent(tx, row.id, actor, input.draft ? 'draft' : 'submitted', null, 1, now);
    await recordRevisions(tx, actor, [
      {
        entityType: 'PurchaseOrder',
        entityId: row.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'CREATE',
        newValue: { ...columns, draft: input.draft, lineItems: input.lineItems, note: input.note },
      },
    ]);
    return row.id;
  });
  return readOrder(ctx.db.prisma, id);
}
