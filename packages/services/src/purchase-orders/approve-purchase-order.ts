import { PO_ACCOUNTING_STATUS, approvedStatus, canApprove } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertVerdict, loadOrderInScope, readOrder, stateOf } from './po-access.ts';
import { moveStatus } from './status-step.ts';

/**
 * Spec 001 §4: a manager approves an order below "manager approved". When the property already has its customer
 * number the order goes straight to "customer number assigned" (decision 0052). Two approvals at once: one wins, the
 * other answers 409.
 */
export async function approvePurchaseOrder(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
): Promise<PurchaseOrder> {
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    assertVerdict(canApprove(stateOf(order), rights));
    const { accountingCustomerNumber } = await tx.property.findUniqueOrThrow({
      where: { id: order.propertyId },
      select: { accountingCustomerNumber: true },
    });
    const to = approvedStatus(accountingCustomerNumber !== null);
    await moveStatus(
      tx,
      actor,
      order,
      to,
      'approve',
      accountingCustomerNumber ? { accountingStatusId: PO_ACCOUNTING_STATUS.customerNumberAssigned } : {},
    );
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
