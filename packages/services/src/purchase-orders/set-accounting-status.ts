import { PO_ACCOUNTING_STATUS, canInvoice } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordOrderChange } from './order-data.ts';
import { assertVerdict, loadOrderInScope, readOrder, staleOrder, stateOf } from './po-access.ts';

/** /purchase-orders/accounting: accounting marks an order with its customer number assigned as Invoiced. */
export async function markInvoiced(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
): Promise<PurchaseOrder> {
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    assertVerdict(canInvoice(order.accountingStatusId, stateOf(order), rights));
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: poId, accountingStatusId: PO_ACCOUNTING_STATUS.customerNumberAssigned, disabled: false },
      data: { accountingStatusId: PO_ACCOUNTING_STATUS.invoiced, version: { increment: 1 } },
    });
    if (count === 0) throw staleOrder();
    await recordOrderChange(tx, actor, order, {
      event: 'invoiced',
      path: 'accountingStatusId',
      oldValue: order.accountingStatusId,
      newValue: PO_ACCOUNTING_STATUS.invoiced,
      at: new Date(),
    });
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
