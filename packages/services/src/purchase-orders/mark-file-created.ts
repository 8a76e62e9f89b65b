import { AppError } from '@kc/domain/errors';
import { PO_STATUS, PRODUCTION_RIGHT, canTransition } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { can } from '@kc/domain/permissions';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordOrderChange } from './order-data.ts';
import { assertVerdict, loadOrderInScope, readOrder, staleOrder, stateOf } from './po-access.ts';
import { moveStatus } from './status-step.ts';

/**
 * Spec 001 §7 "update last file-create date": production created the system's file. At "customer number assigned"
 * this is the step to "file created"; later it only records the new date (a file made again).
 */
export async function markFileCreated(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  fromStatusId?: number,
): Promise<PurchaseOrder> {
  if (!can(rights, PRODUCTION_RIGHT)) throw new AppError('FORBIDDEN', 'You may not record file creation');
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    const seen = fromStatusId ?? order.statusId;
    const now = new Date();
    if (seen === PO_STATUS.customerNumberAssigned) {
      assertVerdict(canTransition(stateOf(order), PO_STATUS.fileCreated, 'file-created', rights, seen));
      await moveStatus(tx, actor, order, PO_STATUS.fileCreated, 'file-created', { fileCreatedAt: now });
      return;
    }
    if (order.draft || order.disabled || order.statusId < PO_STATUS.fileCreated || seen !== order.statusId)
      assertVerdict(canTransition(stateOf(order), PO_STATUS.fileCreated, 'file-created', rights, seen));
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: poId, statusId: order.statusId, disabled: false },
      data: { fileCreatedAt: now, version: { increment: 1 } },
    });
    if (count === 0) throw staleOrder();
    await recordOrderChange(tx, actor, order, {
      event: 'file-created',
      path: 'fileCreatedAt',
      oldValue: order.fileCreatedAt,
      newValue: now,
      at: now,
    });
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
