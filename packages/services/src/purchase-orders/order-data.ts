import { orderTotals } from '@kc/domain/purchase-orders/line-items';
import type { PurchaseOrderInput } from '@kc/domain/purchase-orders/schemas';
import type { Prisma } from '../generated/prisma/client.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { actorName } from './po-access.ts';

const date = (d: string | null) => (d === null ? null : new Date(`${d}T00:00:00Z`));

/** The order's own columns from a validated input, with the totals in cents computed here, never taken from the client. */
export function orderColumns(input: PurchaseOrderInput) {
  const totals = orderTotals(input.lineItems, input.shippingFeeCents);
  return {
    customerPoNumber: input.customerPoNumber,
    typeId: input.typeId,
    systemType: input.systemType,
    billingMethodId: input.billingMethodId,
    billingEmail: input.billingEmail,
    numberOfUnits: input.numberOfUnits,
    numberOfKeyhooks: input.numberOfKeyhooks,
    salesRep1Id: input.salesRep1Id,
    salesRep2Id: input.salesRep2Id,
    installerId: input.installerId,
    orderDate: date(input.orderDate),
    deliveryDate: date(input.deliveryDate),
    foundUsId: input.foundUsId,
    shippingFeeCents: input.shippingFeeCents,
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
  };
}

/** Writes an order's address (updating its own row, so no address is shared between orders); null clears it. */
export async function saveOrderAddress(
  tx: Prisma.TransactionClient,
  current: number | null,
  value: PurchaseOrderInput['billingAddress'],
): Promise<number | null> {
  if (value === null) return null;
  if (current !== null) {
    await tx.address.update({ where: { id: current }, data: value });
    return current;
  }
  return (await tx.address.create({ data: value, select: { id: true } })).id;
}

/** Replaces the order's lines with the input's, in order. */
export async function replaceItems(tx: Prisma.TransactionClient, purchaseOrderId: number, input: PurchaseOrderInput) {
  await tx.purchaseOrderItem.deleteMany({ where: { purchaseOrderId } });
  if (!input.lineItems.length) return;
  await tx.purchaseOrderItem.createMany({
    data: input.lineItems.map((item, position) => ({ purchaseOrderId, position, ...item })),
  });
}

export async function addNote(
  tx: Prisma.TransactionClient,
  purchaseOrderId: number,
  actor: Actor,
  message: string | null,
) {
  if (!message) return;
  await tx.purchaseOrderNote.create({
    data: {
      purchaseOrderId,
      message,
      authorPool: actor.principal?.pool ?? 'system',
      authorId: actor.principal?.id ?? null,
      authorName: actorName(actor),
    },
  });
}

/** One line of the status-information history. */
export async function recordStatusEvent(
  tx: Prisma.TransactionClient,
  purchaseOrderId: number,
  actor: Actor,
  event: string,
  fromStatusId: number | null,
  toStatusId: number,
  at: Date,
) {
  await tx.purchaseOrderStatusEvent.create({
    data: { purchaseOrderId, event, fromStatusId, toStatusId, actorName: actorName(actor), at },
  });
}

/**
 * A change to one field of a live order that is not a status step (file created again, an action completed, invoiced,
 * deleted or undeleted): its line in the status-information history and its audit revision, old and new value.
 */
export async function recordOrderChange(
  tx: Prisma.TransactionClient,
  actor: Actor,
  order: { id: number; propertyId: number; statusId: number },
  change: { event: string; path: string; oldValue: unknown; newValue: unknown; at: Date },
) {
  await recordStatusEvent(tx, order.id, actor, change.event, order.statusId, order.statusId, change.at);
  await recordRevisions(tx, actor, [
    {
      entityType: 'PurchaseOrder',
      entityId: order.id,
      parentEntityType: 'Property',
      parentEntityId: order.propertyId,
      type: 'UPDATE',
      path: change.path,
      oldValue: change.oldValue,
      newValue: change.newValue,
    },
  ]);
}
