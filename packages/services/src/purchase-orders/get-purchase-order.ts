import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { loadOrderInScope, readOrder } from './po-access.ts';

/** One order, for provider staff, or (PurchaseOrder_READ) for the customer whose property it is. */
export async function getPurchaseOrder(
  ctx: ServiceContext,
  { scope, level }: Caller,
  poId: number,
): Promise<PurchaseOrder> {
  await loadOrderInScope(ctx.db.prisma, scope, poId, level > 0);
  return readOrder(ctx.db.prisma, poId);
}
