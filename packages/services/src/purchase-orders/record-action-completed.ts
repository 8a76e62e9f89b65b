import { AppError } from '@kc/domain/errors';
import { PO_MESSAGES, PRODUCTION_RIGHT } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { can } from '@kc/domain/permissions';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordOrderChange } from './order-data.ts';
import { loadOrderInScope, readOrder, staleOrder } from './po-access.ts';

/** Spec 000 §7.4 "action-completed": production records the last action done on an order (the queue's last action). */
export async function recordActionCompleted(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  action: string,
): Promise<PurchaseOrder> {
  if (!can(rights, PRODUCTION_RIGHT)) throw new AppError('FORBIDDEN', 'You may not record production actions');
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    if (order.draft) throw new AppError('CONFLICT', PO_MESSAGES.isDraft);
    if (order.disabled) throw new AppError('CONFLICT', PO_MESSAGES.isDisabled);
    const now = new Date();
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: poId, disabled: false },
      data: { lastAction: action, actionCompletedAt: now, version: { increment: 1 } },
    });
    if (count === 0) throw staleOrder();
    await recordOrderChange(tx, actor, order, {
      event: `action: ${action}`,
      path: 'lastAction',
      oldValue: { lastAction: order.lastAction, actionCompletedAt: order.actionCompletedAt },
      newValue: { lastAction: action, actionCompletedAt: now },
      at: now,
    });
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
