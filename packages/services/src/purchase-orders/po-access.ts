import { AppError, type FieldError } from '@kc/domain/errors';
import { BILLING_METHODS } from '@kc/domain/lookups';
import { FOUND_US, PO_TYPES, SYSTEM_TYPES, findProduct } from '@kc/domain/purchase-orders/catalog';
import { lineAmountCents } from '@kc/domain/purchase-orders/line-items';
import type { PurchaseOrderInput } from '@kc/domain/purchase-orders/schemas';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import {
  PO_MESSAGES,
  poAccountingStatusName,
  poStatusName,
  type PoState,
  type PoVerdict,
} from '@kc/domain/purchase-orders/status';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { propertiesInScope, type Scope } from '../access/scope.ts';
import type { Actor } from '../audit/record-revision.ts';

export type Client = Prisma.TransactionClient | Database['prisma'];

/** Orders of live properties in scope AND the caller's conditions (never spread, see access/scope.ts). */
export const ordersInScope = (
  scope: Scope,
  where: Prisma.PurchaseOrderWhereInput = {},
): Prisma.PurchaseOrderWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

const contact = { select: { name: true, email: true } } as const;
export const ORDER_INCLUDE = {
  property: {
    include: {
      physicalAddress: true,
      primaryContact: contact,
      region: { include: { address: true, primaryContact: contact } },
      division: { select: { id: true, name: true } },
      corporation: { select: { id: true, name: true } },
    },
  },
  billingAddress: true,
  shippingAddress: true,
  salesRep1: { select: { id: true, name: true } },
  salesRep2: { select: { id: true, name: true } },
  installer: { select: { id: true, name: true } },
  items: { orderBy: { position: 'asc' } },
  notes: { orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.PurchaseOrderInclude;
export type OrderRow = Prisma.PurchaseOrderGetPayload<{ include: typeof ORDER_INCLUDE }>;
export type OrderBase = Prisma.PurchaseOrderGetPayload<object>;

/**
 * One order the caller reaches, or 404 (another customer's order, or one that does not exist, answers alike).
 * Customers (PurchaseOrder_READ) never see drafts or deleted orders: those are the provider's working papers.
 */
export async function loadOrderInScope(
  prisma: Client,
  scope: Scope,
  poId: number,
  external = false,
): Promise<OrderBase> {
  const row = await prisma.purchaseOrder.findFirst({
    where: ordersInScope(scope, { id: poId, ...(external ? { draft: false, disabled: false } : {}) }),
  });
  if (!row) throw new AppError('NOT_FOUND', PO_MESSAGES.notFound);
  return row;
}

export const stateOf = (row: Pick<OrderBase, 'statusId' | 'draft' | 'disabled'>): PoState => ({
  statusId: row.statusId,
  draft: row.draft,
  disabled: row.disabled,
});

/** A refused rule as the API answers it: 403 for a missing right, 409 for an order not where the step starts. */
export function assertVerdict(verdict: PoVerdict): void {
  if (verdict.ok) return;
  throw new AppError(verdict.kind === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT', verdict.message);
}

export const staleOrder = () =>
  new AppError('CONFLICT', 'The purchase order was changed by someone else: reload it and try again', [
    { field: 'version', message: 'Changed by someone else' },
  ]);

export const invalid = (fieldErrors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', fieldErrors);

export const actorName = (actor: Actor) => actor.principal?.name ?? 'System';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const named = <T extends { id: number; name: string }>(list: readonly T[], id: number | null) => {
  const found = id === null ? undefined : list.find((x) => x.id === id);
  return found ? { id: found.id, name: found.name } : null;
};
const address = (a: OrderRow['billingAddress']) =>
  a && {
    id: a.id,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
const contactOf = (c: { name: string; email: string } | null) => (c ? { name: c.name, email: c.email } : null);

/** Spec 001 §3 "Full purchase order" from a stored order. */
export function toPurchaseOrder(r: OrderRow): PurchaseOrder {
  const p = r.property;
  const items = r.items.map((i) => ({
    id: i.id,
    quantity: i.quantity,
    productNbr: { id: i.productNbr ?? 0, name: (i.productNbr !== null && findProduct(i.productNbr)?.name) || '' },
    description: i.description,
    noteDescription: i.noteDescription,
    unitPriceCents: i.unitPriceCents,
    amountCents: lineAmountCents(i),
  }));
  const system = SYSTEM_TYPES.find((s) => s.code === r.systemType);
  return {
    id: r.id,
    version: r.version,
    draft: r.draft,
    disabled: r.disabled,
    customerPoNumber: r.customerPoNumber,
    statusId: r.statusId,
    statusName: poStatusName(r.statusId),
    accountingStatusId: r.accountingStatusId,
    accountingStatusName: poAccountingStatusName(r.accountingStatusId),
    statusInformation: { statusDate: r.statusAt.toISOString() },
    propertyInformation: {
      property: {
        id: p.id,
        name: p.name,
        legalEntityName: p.legalEntityName,
        propertyCode: p.propertyCode,
        accountingCustomerNumber: p.accountingCustomerNumber,
        physicalAddress: address(p.physicalAddress),
        propertyContactInformation: {
          phone: p.phoneNumber,
          fax: p.faxNumber,
          primaryContact: contactOf(p.primaryContact),
        },
      },
      region: {
        id: p.region.id,
        name: p.region.name,
        legalEntityName: p.region.legalEntityName,
        physicalAddress: address(p.region.address),
        phone: p.region.phoneNumber,
        primaryContact: contactOf(p.region.primaryContact),
      },
      division: p.division,
      corporation: p.corporation,
      billingMethod: named(BILLING_METHODS, r.billingMethodId),
      billingAddress: address(r.billingAddress),
      billingEmail: r.billingEmail,
      shippingAddress: address(r.shippingAddress),
    },
    purchaseOrderItems: items,
    type: named(PO_TYPES, r.typeId) ?? { id: r.typeId, name: `Type ${r.typeId}` },
    systemType: system ? { code: system.code, name: system.name } : null,
    datalogInformation: { numberOfUnits: r.numberOfUnits, numberOfKeyhooks: r.numberOfKeyhooks },
    htInformation: {
      orderDate: day(r.orderDate),
      representatives: { salesRep1: r.salesRep1, salesRep2: r.salesRep2, installer: r.installer },
    },
    requestInformation: { deliveryDate: day(r.deliveryDate) },
    foundUs: named(FOUND_US, r.foundUsId),
    notes: r.notes.map((n) => ({
      id: n.id,
      user: { name: n.authorName },
      message: n.message,
      createdAt: n.createdAt.toISOString(),
    })),
    pricing: { subtotalCents: r.subtotalCents, shippingFee: r.shippingFeeCents, totalCents: r.totalCents },
    fileCreatedAt: iso(r.fileCreatedAt),
    lastAction: r.lastAction,
    actionCompletedAt: iso(r.actionCompletedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function readOrder(prisma: Client, poId: number): Promise<PurchaseOrder> {
  return toPurchaseOrder(await prisma.purchaseOrder.findUniqueOrThrow({ where: { id: poId }, include: ORDER_INCLUDE }));
}

/** The columns of an order the audit log keeps (what the edit form can change). */
export const orderSnapshot = (
  r: OrderBase & {
    items?: {
      productNbr: number | null;
      quantity: number;
      unitPriceCents: number;
      description: string | null;
      noteDescription: string | null;
    }[];
  },
) => ({
  customerPoNumber: r.customerPoNumber,
  draft: r.draft,
  typeId: r.typeId,
  systemType: r.systemType,
  billingMethodId: r.billingMethodId,
  billingEmail: r.billingEmail,
  billingAddressId: r.billingAddressId,
  shippingAddressId: r.shippingAddressId,
  numberOfUnits: r.numberOfUnits,
  numberOfKeyhooks: r.numberOfKeyhooks,
  salesRep1Id: r.salesRep1Id,
  salesRep2Id: r.salesRep2Id,
  installerId: r.installerId,
  orderDate: day(r.orderDate),
  deliveryDate: day(r.deliveryDate),
  foundUsId: r.foundUsId,
  shippingFeeCents: r.shippingFeeCents,
  subtotalCents: r.subtotalCents,
  totalCents: r.totalCents,
  ...(r.items
    ? {
        lineItems: r.items.map((i) => ({
          productNbr: i.productNbr,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents,
          description: i.description,
          noteDescription: i.noteDescription,
        })),
      }
    : {}),
});

/** Representatives must be enabled provider staff. */
export async function assertRepresentatives(prisma: Client, input: PurchaseOrderInput): Promise<void> {
  const fields = (['salesRep1Id', 'salesRep2Id', 'installerId'] as const).filter((f) => input[f] !== null);
  if (!fields.length) return;
  const ids = fields.map((f) => input[f]!);
  const found = await prisma.internalUser.findMany({
    where: { id: { in: ids }, disabled: false },
    select: { id: true },
  });
  const known = new Set(found.map((u) => u.id));
  const errors = fields
    .filter((f) => !known.has(input[f]!))
    .map((field) => ({ field, message: 'Unknown representative' }));
  if (errors.length) throw invalid(errors);
}
