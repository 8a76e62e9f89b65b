import * as z from 'zod/mini';
import { AddressOutSchema } from '../addresses.ts';

// What the API answers about one order: the full order, its status information, and the form's look-ups.
const int = () => z.number().check(z.int());

const person = z.object({ id: int(), name: z.string() });
const contact = z.nullable(z.object({ name: z.string(), email: z.nullable(z.string()) }));

/** Spec 001 §3 "Full purchase order", with the ids and totals the edit form needs. */
export const PurchaseOrderSchema = z.object({
  id: int(),
  version: int(),
  draft: z.boolean(),
  disabled: z.boolean(),
  customerPoNumber: z.nullable(z.string()),
  statusId: int(),
  statusName: z.string(),
  accountingStatusId: z.nullable(int()),
  accountingStatusName: z.nullable(z.string()),
  statusInformation: z.object({ statusDate: z.string() }),
  propertyInformation: z.object({
    property: z.object({
      id: int(),
      name: z.string(),
      legalEntityName: z.nullable(z.string()),
      propertyCode: z.nullable(z.string()),
      accountingCustomerNumber: z.nullable(z.string()),
      physicalAddress: z.nullable(AddressOutSchema),
      propertyContactInformation: z.object({
        phone: z.nullable(z.string()),
        fax: z.nullable(z.string()),
        primaryContact: contact,
      }),
    }),
    region: z.object({
      id: int(),
      name: z.string(),
      legalEntityName: z.nullable(z.string()),
      physicalAddress: z.nullable(AddressOutSchema),
      phone: z.nullable(z.string()),
      primaryContact: contact,
    }),
    division: z.nullable(z.object({ id: int(), name: z.string() })),
    corporation: z.object({ id: int(), name: z.string() }),
    billingMethod: z.nullable(z.object({ id: int(), name: z.string() })),
    billingAddress: z.nullable(AddressOutSchema),
    billingEmail: z.nullable(z.string()),
    shippingAddress: z.nullable(AddressOutSchema),
  }),
  purchaseOrderItems: z.array(
    z.object({
      id: int(),
      quantity: int(),
      productNbr: z.object({ id: int(), name: z.string() }),
      description: z.nullable(z.string()),
      noteDescription: z.nullable(z.string()),
      unitPriceCents: int(),
      amountCents: int(),
    }),
  ),
  type: z.object({ id: int(), name: z.string() }),
  systemType: z.nullable(z.object({ code: z.string(), name: z.string() })),
  datalogInformation: z.object({ numberOfUnits: z.nullable(int()), numberOfKeyhooks: z.nullable(int()) }),
  htInformation: z.object({
    orderDate: z.nullable(z.string()),
    representatives: z.object({
      salesRep1: z.nullable(person),
      salesRep2: z.nullable(person),
      installer: z.nullable(person),
    }),
  }),
  requestInformation: z.object({ deliveryDate: z.nullable(z.string()) }),
  foundUs: z.nullable(z.object({ id: int(), name: z.string() })),
  notes: z.array(
    z.object({ id: int(), user: z.object({ name: z.string() }), message: z.string(), createdAt: z.string() }),
  ),
  pricing: z.object({ subtotalCents: int(), shippingFee: int(), totalCents: int() }),
  fileCreatedAt: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  actionCompletedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const StatusStepSchema = z.object({
  statusId: int(),
  statusName: z.string(),
  milestone: z.string(),
  date: z.nullable(z.string()),
  by: z.nullable(z.string()),
});
/** /purchase-orders/status/{poId}: the current status and every milestone with its date. */
export const StatusInformationSchema = z.object({
  id: int(),
  statusId: int(),
  statusName: z.string(),
  statusDate: z.string(),
  draft: z.boolean(),
  disabled: z.boolean(),
  accountingStatusId: z.nullable(int()),
  accountingStatusName: z.nullable(z.string()),
  nextStatuses: z.array(z.object({ id: int(), name: z.string() })),
  steps: z.array(StatusStepSchema),
  fileCreatedAt: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  actionCompletedAt: z.nullable(z.string()),
  history: z.array(
    z.object({
      fromStatusId: z.nullable(int()),
      toStatusId: int(),
      event: z.string(),
      at: z.string(),
      by: z.nullable(z.string()),
    }),
  ),
});
export type StatusInformation = z.infer<typeof StatusInformationSchema>;

const item = z.object({ id: int(), name: z.string() });
/** Everything an order form chooses from, in one answer. */
export const PurchaseOrderLookupsSchema = z.object({
  statuses: z.array(z.object({ id: int(), name: z.string(), milestone: z.string() })),
  accountingStatuses: z.array(item),
  types: z.array(item),
  systemTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  products: z.array(
    z.object({ id: int(), name: z.string(), kind: z.string(), description: z.string(), needsDescription: z.boolean() }),
  ),
  foundUs: z.array(item),
  billingMethods: z.array(item),
  salesReps: z.array(item),
  installers: z.array(item),
  limits: z.object({
    lineNoteLength: int(),
    descriptionLength: int(),
    orderNoteLength: int(),
    lineItems: int(),
    minShippingCents: int(),
  }),
});
export type PurchaseOrderLookups = z.infer<typeof PurchaseOrderLookupsSchema>;
