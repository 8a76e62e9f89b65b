import { PO_STATUSES, nextStatuses, poAccountingStatusName, poStatusName } from '@kc/domain/purchase-orders/status';
import type { StatusInformation } from '@kc/domain/purchase-orders/views';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { loadOrderInScope } from './po-access.ts';

/** /purchase-orders/status/{poId}: the current status, each milestone with its date and who reached it, the history. */
export async function getStatusInformation(
  ctx: ServiceContext,
  { scope, level }: Caller,
  poId: number,
): Promise<StatusInformation> {
  const order = await loadOrderInScope(ctx.db.prisma, scope, poId, level > 0);
  const events = await ctx.db.prisma.purchaseOrderStatusEvent.findMany({
    where: { purchaseOrderId: poId },
    orderBy: [{ at: 'asc' }, { id: 'asc' }],
  });
  const reached = (statusId: number) =>
    events.findLast((e) => e.toStatusId === statusId && (e.fromStatusId !== e.toStatusId || e.event === 'submitted'));
  return {
    id: order.id,
    statusId: order.statusId,
    statusName: poStatusName(order.statusId),
    statusDate: order.statusAt.toISOString(),
    draft: order.draft,
    disabled: order.disabled,
    accountingStatusId: order.accountingStatusId,
    accountingStatusName: poAccountingStatusName(order.accountingStatusId),
    nextStatuses:
      order.draft || order.disabled ? [] : nextStatuses(order.statusId).map((id) => ({ id, name: poStatusName(id) })),
    steps: PO_STATUSES.map((s) => {
      const e = s.id <= order.statusId && !order.draft ? reached(s.id) : undefined;
      return {
        statusId: s.id,
        statusName: s.name,
        milestone: s.milestone,
        date: e?.at.toISOString() ?? null,
        by: e?.actorName ?? null,
      };
    }),
    fileCreatedAt: order.fileCreatedAt?.toISOString() ?? null,
    lastAction: order.lastAction,
    actionCompletedAt: order.actionCompletedAt?.toISOString() ?? null,
    history: events.map((e) => ({
      fromStatusId: e.fromStatusId,
      toStatusId: e.toStatusId,
      event: e.event,
      at: e.at.toISOString(),
      by: e.actorName,
    })),
  };
}
