import { canTransition, findTransition } from '@kc/domain/purchase-orders/status';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { AppError } from '@kc/domain/errors';
import { PO_MESSAGES } from '@kc/domain/purchase-orders/status';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertVerdict, loadOrderInScope, readOrder, stateOf } from './po-access.ts';
import { moveStatus } from './status-step.ts';

/**
 * Production's steps (decision 0052): file created -> sent for unit entry (or units entered by production), units
 * verified, shipped, installed. The caller names the status it saw, so a stale screen gets 409 instead of a double step.
 * Approval, customer number and file created have their own endpoints.
 */
export async function advancePurchaseOrder(
  ctx: ServiceContext,
  { actor, scope, rights }: Caller,
  poId: number,
  body: { fromStatusId: number; toStatusId: number },
): Promise<PurchaseOrder> {
  const step = findTransition(body.fromStatusId, body.toStatusId);
  if (!step || (step.via !== 'advance' && step.via !== 'unit-entry'))
    throw new AppError('CONFLICT', PO_MESSAGES.notAllowed(body.fromStatusId, body.toStatusId));
  await ctx.db.prisma.$transaction(async (tx) => {
    const order = await loadOrderInScope(tx, scope, poId);
    assertVerdict(canTransition(stateOf(order), body.toStatusId, step.via, rights, body.fromStatusId));
    await moveStatus(tx, actor, order, body.toStatusId, step.via);
  });
  // Read after the commit: the answer is what is stored, and the transaction stays short.
  return readOrder(ctx.db.prisma, poId);
}
