import { AppError } from '@kc/domain/errors';
import { PO_MESSAGES, canDelete } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordOrderChange } from './order-data.ts';
import { assertVerdict, loadOrderInScope, readOrder, staleOrder } from './po-access.ts';

/**
 * Spec 001 §7 "set disabled by id with flag true": delete (disable) an order, or undelete it with false. Both follow
 * the delete rule of spec 001 §4 (decision 0052); nothing is removed, so an undelete restores the order as it was.
 */
export async function setPurchaseOrderDisabled(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  disabled: boolean,
): Promise<PurchaseOrder> {
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    assertVerdict(canDelete(order, rights));
    if (order.disabled === disabled)
      throw new AppError('CONFLICT', disabled ? PO_MESSAGES.isDisabled : PO_MESSAGES.notDisabled);
    const now = new Date();
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: poId, disabled: !disabled, statusId: order.statusId },
      data: { disabled, version: { increment: 1 } },
    });
    if (count === 0) throw staleOrder();
    await recordOrderChange(tx, actor, order, {
      event: disabled ? 'deleted' : 'undeleted',
      path: 'disabled',
      oldValue: order.disabled,
      newValue: disabled,
      at: now,
    });
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
