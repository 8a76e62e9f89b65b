import {
  PO_ACCOUNTING_STATUS,
  PO_MESSAGES,
  PO_STATUS,
  canAssignCustomerNumber,
} from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { AppError } from '@kc/domain/errors';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertVerdict, invalid, loadOrderInScope, readOrder, stateOf } from './po-access.ts';
import { moveStatus } from './status-step.ts';

/**
 * Spec 001 §4/§7: accounting gives the order's property its customer number (Property_UPDATE, only when it has none).
 * It becomes the property's accounting customer number, and every approved order of the property waiting for it moves
 * to "customer number assigned" with accounting status 1.
 */
export async function assignCustomerNumber(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  customerNumber: string,
): Promise<PurchaseOrder> {
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    const property = await tx.property.findUniqueOrThrow({
      where: { id: order.propertyId },
      select: { accountingCustomerNumber: true },
    });
    assertVerdict(canAssignCustomerNumber(stateOf(order), property.accountingCustomerNumber, rights));
    if (await tx.property.count({ where: { accountingCustomerNumber: customerNumber } }))
      throw invalid([{ field: 'customerNumber', message: PO_MESSAGES.customerNumberTaken }]);
    const { count } = await tx.property.updateMany({
      where: { id: order.propertyId, accountingCustomerNumber: null },
      data: { accountingCustomerNumber: customerNumber, version: { increment: 1 } },
    });
    if (count === 0) throw new AppError('CONFLICT', PO_MESSAGES.hasCustomerNumber);
    await recordRevisions(tx, actor, [
      {
        entityType: 'Property',
        entityId: order.propertyId,
        type: 'UPDATE',
        path: 'accountingCustomerNumber',
        oldValue: null,
        newValue: customerNumber,
      },
    ]);
    const waiting = await tx.purchaseOrder.findMany({
      where: { propertyId: order.propertyId, statusId: PO_STATUS.managerApproved, draft: false, disabled: false },
    });
    for (const w of waiting)
      await moveStatus(tx, actor, w, PO_STATUS.customerNumberAssigned, 'customer-number', {
        accountingStatusId: PO_ACCOUNTING_STATUS.customerNumberAssigned,
      });
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
