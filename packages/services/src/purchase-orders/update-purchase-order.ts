import { AppError } from '@kc/domain/errors';
import type { PurchaseOrderInput } from '@kc/domain/purchase-orders/schemas';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { canEdit } from '@kc/domain/purchase-orders/status';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { addNote, orderColumns, recordStatusEvent, replaceItems, saveOrderAddress } from './order-data.ts';
import {
  assertRepresentatives,
  assertVerdict,
  loadOrderInScope,
  orderSnapshot,
  readOrder,
  staleOrder,
  stateOf,
} from './po-access.ts';

/**
 * Resume a draft or edit an order (version-checked). Submitting a draft is an edit with draft: false; a submitted
 * order never becomes a draft again.
 */
export async function updatePurchaseOrder(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  input: PurchaseOrderInput & { version: number },
): Promise<PurchaseOrder> {
  const before = await loadOrderInScope(ctx.db.prisma, scope, poId);
  assertVerdict(canEdit(stateOf(before), rights));
  if (!before.draft && input.draft)
    throw new AppError('CONFLICT', 'A submitted purchase order cannot go back to draft');
  if (before.version !== input.version) throw staleOrder();
  await assertRepresentatives(ctx.db.prisma, input);
  await ctx.db.prisma.$transaction(async (tx) => {
    const now = new Date();
    const items = await tx.purchaseOrderItem.findMany({
      where: { purchaseOrderId: poId },
      orderBy: { position: 'asc' },
    });
    const billingAddressId = await saveOrderAddress(tx, before.billingAddressId, input.billingAddress);
    const shippingAddressId = await saveOrderAddress(tx, before.shippingAddressId, input.shippingAddress);
    const submitting = before.draft && !input.draft;
    const columns = orderColumns(input);
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: poId, version: input.version },
      data: {
        ...columns,
        billingAddressId,
        shippingAddressId,
        draft: input.draft,
        ...(submitting ? { statusAt: now } : {}),
        version: { increment: 1 },
      },
    });
    if (count === 0) throw staleOrder();
    await replaceItems(tx, poId, input);
    await addNote(tx, poId, actor, input.note);
    if (submitting) await recordStatusEvent(tx, poId, actor, 'submitted', before.statusId, before.statusId, now);
    await recordRevisions(tx, actor, [
      {
        entityType: 'PurchaseOrder',
        entityId: poId,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'UPDATE',
        oldValue: orderSnapshot({ ...before, items }),
        newValue: {
          ...orderSnapshot({ ...before, ...columns, billingAddressId, shippingAddressId, draft: input.draft }),
          lineItems: input.lineItems,
          ...(input.note ? { note: input.note } : {}),
        },
      },
    ]);
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
