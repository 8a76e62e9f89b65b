import { BILLING_METHODS } from '@kc/domain/lookups';
import {
  FOUND_US,
  INSTALLER_ROLES,
  SALES_REP_ROLES,
  PO_PRODUCTS,
  PO_TYPES,
  SYSTEM_TYPES,
  productNeedsDescription,
} from '@kc/domain/purchase-orders/catalog';
import { MIN_SHIPPING_CENTS, PO_LIMITS } from '@kc/domain/purchase-orders/line-items';
import type { PurchaseOrderLookups } from '@kc/domain/purchase-orders/views';
import { PO_ACCOUNTING_STATUSES, PO_STATUSES } from '@kc/domain/purchase-orders/status';
import type { ServiceContext } from '../context.ts';

/** Spec 000 §7.4 products, descriptions, types and foundUs, with the representatives a form may choose, in one answer. */
export async function purchaseOrderLookups(ctx: ServiceContext): Promise<PurchaseOrderLookups> {
  const people = await ctx.db.prisma.internalUser.findMany({
    where: { disabled: false, roleId: { in: [...SALES_REP_ROLES, ...INSTALLER_ROLES] } },
    select: { id: true, name: true, roleId: true },
    orderBy: { name: 'asc' },
  });
  const pick = (roles: readonly number[]) =>
    people.filter((p) => roles.includes(p.roleId)).map(({ id, name }) => ({ id, name }));
  return {
    statuses: PO_STATUSES.map((s) => ({ ...s })),
    accountingStatuses: PO_ACCOUNTING_STATUSES.map((s) => ({ ...s })),
    types: PO_TYPES.map((t) => ({ ...t })),
    systemTypes: SYSTEM_TYPES.map((t) => ({ ...t })),
    products: PO_PRODUCTS.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      description: p.description,
      needsDescription: productNeedsDescription(p),
    })),
    foundUs: FOUND_US.map((f) => ({ ...f })),
    billingMethods: BILLING_METHODS.map((m) => ({ ...m })),
    salesReps: pick(SALES_REP_ROLES),
    installers: pick(INSTALLER_ROLES),
    limits: {
      lineNoteLength: PO_LIMITS.lineNoteLength,
      descriptionLength: PO_LIMITS.descriptionLength,
      orderNoteLength: PO_LIMITS.orderNoteLength,
      lineItems: PO_LIMITS.lineItems,
      minShippingCents: MIN_SHIPPING_CENTS,
    },
  };
}
