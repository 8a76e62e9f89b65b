import { PO_STATUS, type PoTransitionVia } from '@kc/domain/purchase-orders/status';
import { planCodeOfOrder } from '@kc/domain/purchase-orders/plans';
import type { Prisma } from '../generated/prisma/client.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { recordStatusEvent } from './order-data.ts';
import { staleOrder, type OrderBase } from './po-access.ts';

/**
 * Moves a live order from `from` to `to` in the caller's transaction. The update names the status it starts from, so
 * of two requests racing for the same step exactly one moves the order (the other's update matches no row: 409).
 * Reaching "awaiting customer unit entry" sets the property's customer-unit-entry flag, which sends its customers to
 * the New Property Setup page; leaving it clears the flag. Reaching "installed" puts the property on the plan the order
 * sells (decision 0061).
 */
export async function moveStatus(
  tx: Prisma.TransactionClient,
  actor: Actor,
  order: OrderBase,
  to: number,
  via: PoTransitionVia,
  extra: Prisma.PurchaseOrderUpdateManyMutationInput = {},
): Promise<void> {
  const now = new Date();
  const { count } = await tx.purchaseOrder.updateMany({
    where: { id: order.id, statusId: order.statusId, draft: false, disabled: false },
    data: { ...extra, statusId: to, statusAt: now, version: { increment: 1 } },
  });
  if (count === 0) throw staleOrder();
  await recordStatusEvent(tx, order.id, actor, via, order.statusId, to, now);
  await recordRevisions(tx, actor, [
    {
      entityType: 'PurchaseOrder',
      entityId: order.id,
      parentEntityType: 'Property',
      parentEntityId: order.propertyId,
      type: 'UPDATE',
      path: 'statusId',
      oldValue: order.statusId,
      newValue: to,
    },
    // What the step sets besides the status (the file-created date, the accounting status), old and new.
    ...Object.entries(extra).map(([path, value]) => ({
      entityType: 'PurchaseOrder',
      entityId: order.id,
      parentEntityType: 'Property',
      parentEntityId: order.propertyId,
      type: 'UPDATE' as const,
      path,
      oldValue: (order as Record<string, unknown>)[path] ?? null,
      newValue: value,
    })),
  ]);
  if (to === PO_STATUS.awaitingUnitEntry) await setUnitEntryFlag(tx, actor, order.propertyId, true);
  if (order.statusId === PO_STATUS.awaitingUnitEntry) await setUnitEntryFlag(tx, actor, order.propertyId, false);
  if (to === PO_STATUS.installed) await setPlanOfInstalledOrder(tx, actor, order);
}

/** The installed order's plan (products 116-119) becomes its property's plan_code, audited; no plan line, no change. */
async function setPlanOfInstalledOrder(tx: Prisma.TransactionClient, actor: Actor, order: OrderBase) {
  const items = await tx.purchaseOrderItem.findMany({
    where: { purchaseOrderId: order.id },
    orderBy: { position: 'asc' },
    select: { productNbr: true },
  });
  const planCode = planCodeOfOrder(items);
  if (!planCode) return;
  const property = await tx.property.findUniqueOrThrow({ where: { id: order.propertyId }, select: { planCode: true } });
  if (property.planCode === planCode) return;
  await tx.property.update({
    where: { id: order.propertyId },
    data: { planCode, version: { increment: 1 } },
  });
  await recordRevisions(tx, actor, [
    {
      entityType: 'Property',
      entityId: order.propertyId,
      type: 'UPDATE',
      path: 'planCode',
      oldValue: property.planCode,
      newValue: planCode,
    },
  ]);
}

async function setUnitEntryFlag(tx: Prisma.TransactionClient, actor: Actor, propertyId: number, value: boolean) {
  const { count } = await tx.property.updateMany({
    where: { id: propertyId, customerUnitEntry: !value },
    data: { customerUnitEntry: value, version: { increment: 1 } },
  });
  if (count === 0) return;
  await recordRevisions(tx, actor, [
    {
      entityType: 'Property',
      entityId: propertyId,
      type: 'UPDATE',
      path: 'customerUnitEntry',
      oldValue: !value,
      newValue: value,
    },
  ]);
}

/**
 * The customer confirmed its unit list on the New Property Setup page: every live order of the property awaiting
 * customer unit entry moves to "customer unit entry complete" (the property's flag is cleared by the caller).
 */
export async function completeUnitEntryOrders(tx: Prisma.TransactionClient, actor: Actor, propertyId: number) {
  const waiting = await tx.purchaseOrder.findMany({
    where: { propertyId, statusId: PO_STATUS.awaitingUnitEntry, draft: false, disabled: false },
  });
  for (const order of waiting) {
    const now = new Date();
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: order.id, statusId: PO_STATUS.awaitingUnitEntry },
      data: { statusId: PO_STATUS.unitEntryComplete, statusAt: now, version: { increment: 1 } },
    });
    if (count === 0) continue;
    await recordStatusEvent(tx, order.id, actor, 'unit-entry', order.statusId, PO_STATUS.unitEntryComplete, now);
    await recordRevisions(tx, actor, [
      {
        entityType: 'PurchaseOrder',
        entityId: order.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE',
        path: 'statusId',
        oldValue: order.statusId,
        newValue: PO_STATUS.unitEntryComplete,
      },
    ]);
  }
}
