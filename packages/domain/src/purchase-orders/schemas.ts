import * as z from 'zod/mini';
import { AddressInputSchema, AddressOutSchema } from '../addresses.ts';
import { DateOnlySchema } from '../badges.ts';
import { DbIdParamSchema, DbIdSchema } from '../ids.ts';
import { BILL_TO_ADDRESS_METHOD, BILLING_METHODS, EMAIL_BILLING_METHODS } from '../lookups.ts';
import { FOUND_US_IDS, PO_TYPE_IDS, SYSTEM_TYPE_CODES } from './catalog.ts';
import { LINE_ITEM_MESSAGES, PO_LIMITS, isValidShippingFee, lineItemIssues, orderTotals } from './line-items.ts';
import { PO_STATUS_IDS } from './status.ts';

const int = () => z.number().check(z.int());
const text = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || null),
  );
const nullableId = z.pipe(
  z.nullish(DbIdSchema),
  z.transform((v) => v ?? null),
);
const oneOf = (ids: readonly number[], message: string) =>
  z.pipe(
    z.nullish(int().check(z.refine((v) => ids.includes(v), message))),
    z.transform((v) => v ?? null),
  );
const nullableDate = z.pipe(
  z.nullish(DateOnlySchema.check(z.maxLength(10, 'Use a date (YYYY-MM-DD)'))),
  z.transform((v) => v ?? null),
);
const count = (max: number) =>
  z.pipe(
    z.nullish(int().check(z.gte(0), z.lte(max))),
    z.transform((v) => v ?? null),
  );

export const PO_FORM_MESSAGES = {
  required: 'Required',
  lineItemsRequired: 'Add at least one line item',
  billingAddressRequired: 'Required for this billing method',
  billingEmailRequired: 'Required for this billing method',
  repsDiffer: 'Choose two different sales representatives',
} as const;

export const LineItemInputSchema = z.object({
  quantity: int().check(z.gte(1), z.lte(PO_LIMITS.quantityMax)),
  productNbr: z.pipe(
    z.nullish(int().check(z.gte(1), z.lte(9999))),
    z.transform((v) => v ?? null),
  ),
  description: text(PO_LIMITS.descriptionLength),
  // The spec's "maximum length" of a line note (decision 0053); longer is refused, not cut.
  noteDescription: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(PO_LIMITS.lineNoteLength, LINE_ITEM_MESSAGES.noteTooLong))),
    z.transform((v) => v || null),
  ),
  unitPriceCents: int().check(z.gte(-PO_LIMITS.unitPriceAbsMaxCents), z.lte(PO_LIMITS.unitPriceAbsMaxCents)),
});
export type LineItemInputValue = z.output<typeof LineItemInputSchema>;

/** The order's own fields, as the edit form sends them. A draft may leave any of them empty. */
const orderFields = {
  customerPoNumber: text(50),
  typeId: z._default(int().check(z.refine((v) => (PO_TYPE_IDS as number[]).includes(v), 'Unknown order type')), 1),
  systemType: z.pipe(
    z.nullish(z.enum(SYSTEM_TYPE_CODES)),
    z.transform((v) => v ?? null),
  ),
  billingMethodId: oneOf(
    BILLING_METHODS.map((m) => m.id),
    'Unknown billing method',
  ),
  billingEmail: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(254), z.toLowerCase(), z.email('Invalid e-mail address'))),
    z.transform((v) => v || null),
  ),
  billingAddress: z.pipe(
    z.nullish(AddressInputSchema),
    z.transform((v) => v ?? null),
  ),
  shippingAddress: z.pipe(
    z.nullish(AddressInputSchema),
    z.transform((v) => v ?? null),
  ),
  numberOfUnits: count(100_000),
  numberOfKeyhooks: count(100_000),
  salesRep1Id: nullableId,
  salesRep2Id: nullableId,
  installerId: nullableId,
  orderDate: nullableDate,
  deliveryDate: nullableDate,
  foundUsId: oneOf(FOUND_US_IDS, 'Unknown choice'),
  shippingFeeCents: z._default(int().check(z.gte(0), z.lte(PO_LIMITS.shippingFeeMaxCents)), 0),
  lineItems: z._default(z.array(LineItemInputSchema).check(z.maxLength(PO_LIMITS.lineItems)), []),
  /** A note to add with this save (notes are kept, never edited). */
  note: text(PO_LIMITS.orderNoteLength),
  /** true: save as draft (no rule but the field formats); false: submit for managerial approval. */
  draft: z._default(z.boolean(), false),
};

type OrderInput = { [K in keyof typeof orderFields]: z.output<(typeof orderFields)[K]> };
export type PurchaseOrderInput = OrderInput;

export interface PoFieldIssue {
  path: (string | number)[];
  message: string;
}

/** What a submitted (not draft) order must hold beyond field formats (spec 001 §5, §9 and decision 0053). */
export function submitIssues(order: OrderInput): PoFieldIssue[] {
  const issues: PoFieldIssue[] = [];
  const need = (field: keyof OrderInput) => {
    if (order[field] === null) issues.push({ path: [field], message: PO_FORM_MESSAGES.required });
  };
  (['systemType', 'billingMethodId', 'salesRep1Id', 'orderDate', 'numberOfUnits'] as const).forEach(need);
  if (order.lineItems.length === 0) issues.push({ path: ['lineItems'], message: PO_FORM_MESSAGES.lineItemsRequired });
  if (order.billingMethodId === BILL_TO_ADDRESS_METHOD && !order.billingAddress)
    issues.push({ path: ['billingAddress'], message: PO_FORM_MESSAGES.billingAddressRequired });
  if (order.billingMethodId !== null && EMAIL_BILLING_METHODS.includes(order.billingMethodId) && !order.billingEmail)
    issues.push({ path: ['billingEmail'], message: PO_FORM_MESSAGES.billingEmailRequired });
  for (const issue of lineItemIssues(order.lineItems))
    issues.push({ path: ['lineItems', issue.index, issue.field], message: issue.message });
  return issues;
}

/** Rules every save checks, draft or not: they would make a stored draft wrong, not merely unfinished. */
function alwaysIssues(order: OrderInput): PoFieldIssue[] {
  const issues: PoFieldIssue[] = [];
  if (!isValidShippingFee(order.shippingFeeCents))
    issues.push({ path: ['shippingFeeCents'], message: LINE_ITEM_MESSAGES.shippingMinimum });
  const { totalCents } = orderTotals(order.lineItems, order.shippingFeeCents);
  if (Math.abs(totalCents) > PO_LIMITS.orderTotalAbsMaxCents)
    issues.push({ path: ['lineItems'], message: LINE_ITEM_MESSAGES.totalTooLarge });
  if (order.salesRep1Id !== null && order.salesRep1Id === order.salesRep2Id)
    issues.push({ path: ['salesRep2Id'], message: PO_FORM_MESSAGES.repsDiffer });
  return issues;
}

function checkOrder(order: OrderInput, ctx: z.core.$RefinementCtx<OrderInput>) {
  const issues = [...alwaysIssues(order), ...(order.draft ? [] : submitIssues(order))];
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** Create: a draft (draft: true) or an order submitted for approval (draft: false). */
export const PurchaseOrderCreateSchema = z.object(orderFields).check(z.superRefine(checkOrder));
export type PurchaseOrderCreate = z.input<typeof PurchaseOrderCreateSchema>;
/** Resume or edit (version-checked). Submitting a draft is an edit with draft: false. */
export const PurchaseOrderUpdateSchema = z
  .object({ ...orderFields, version: DbIdSchema })
  .check(z.superRefine(checkOrder));
export type PurchaseOrderUpdate = z.input<typeof PurchaseOrderUpdateSchema>;

export const PoParamsSchema = z.object({ poId: DbIdParamSchema });

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

/** Spec 001 §3 "Purchase-order list row", plus what the list's actions need. */
export const PurchaseOrderRowSchema = z.object({
  id: int(),
  customerNumber: z.nullable(z.string()),
  propertyId: int(),
  propertyName: z.string(),
  propertyCode: z.nullable(z.string()),
  corporationId: int(),
  corporationName: z.string(),
  dateCreated: z.string(),
  orderDate: z.nullable(z.string()),
  deliveryDate: z.nullable(z.string()),
  salesRepName1: z.nullable(z.string()),
  salesRepName2: z.nullable(z.string()),
  installerName: z.nullable(z.string()),
  statusName: z.string(),
  statusId: int(),
  accountingStatusId: z.nullable(int()),
  accountingStatusName: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  needsAction: z.boolean(),
  typeId: int(),
  datalogType: z.nullable(z.string()),
  draft: z.boolean(),
  disabled: z.boolean(),
  totalCents: int(),
  version: int(),
});
export type PurchaseOrderRow = z.infer<typeof PurchaseOrderRowSchema>;

export const PO_PAGE_SIZE = 100;
/** The search variants of spec 001 §7 (main, sales, conversions, general) and the accounting landing page. */
export const PO_SEARCH_VARIANTS = ['main', 'sales', 'conversions', 'general', 'accounting'] as const;

const flag = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
);
const optionalQueryText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || undefined),
  );

/** Spec 001 §7 search payload, from the query string so a look-up's URL can be shared. */
export const PurchaseOrderSearchSchema = z.object({
  variant: z._default(z.enum(PO_SEARCH_VARIANTS), 'main'),
  representativeId: z.optional(DbIdParamSchema),
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
  month: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(12))),
  propertyName: optionalQueryText(120),
  propertyCode: optionalQueryText(40),
  corporationName: optionalQueryText(120),
  customerNumber: optionalQueryText(40),
  /** Comma-separated status ids. */
  purchaseOrderStatuses: z.pipe(
    z.optional(z.string().check(z.maxLength(40), z.regex(/^\d(,\d)*$/, 'Comma-separated status ids'))),
    z.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const ids = [...new Set(v.split(',').map(Number))];
      if (ids.some((id) => !(PO_STATUS_IDS as number[]).includes(id)))
        ctx.issues.push({ code: 'custom', message: 'Unknown status id', input: v });
      return ids;
    }),
  ),
  last60Days: flag,
  /** With representativeId: also orders where that rep is the second representative. */
  otherReps: flag,
  typeId: z.optional(
    z.coerce.number().check(
      z.int(),
      z.refine((v) => (PO_TYPE_IDS as number[]).includes(v), 'Unknown order type'),
    ),
  ),
  managerApproved: flag,
  includeDrafts: flag,
  includeDeleted: flag,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type PurchaseOrderSearch = z.output<typeof PurchaseOrderSearchSchema>;

export const PurchaseOrderPageSchema = z.object({
  rows: z.array(PurchaseOrderRowSchema),
  total: int(),
  page: int(),
  pageSize: int(),
});
export type PurchaseOrderPage = z.infer<typeof PurchaseOrderPageSchema>;

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

/** A status step by its door: the status the caller saw (409 when it moved meanwhile) and the one it asks for. */
export const AdvanceStatusSchema = z.object({
  fromStatusId: int().check(z.gte(1), z.lte(8)),
  toStatusId: int().check(z.gte(1), z.lte(8)),
});
export const SetDisabledSchema = z.object({ disabled: z.boolean() });
export const FileCreatedSchema = z.object({ fromStatusId: z.optional(int().check(z.gte(1), z.lte(8))) });
export const ActionCompletedSchema = z.object({
  action: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(120, 'At most 120 characters')),
});
export const CustomerNumberSchema = z.object({
  customerNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(20, 'At most 20 characters'),
      z.regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only'),
    ),
});
export const AccountingStatusSchema = z.object({ accountingStatusId: z.literal(2) });

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

/** Spec 001 §4: the production queue's milestones, each with its date (null until reached). */
export const ProductionQueueRowSchema = z.object({
  id: int(),
  propertyId: int(),
  propertyName: z.string(),
  corporationName: z.string(),
  customerNumber: z.nullable(z.string()),
  statusId: int(),
  statusName: z.string(),
  typeId: int(),
  salesRepName1: z.nullable(z.string()),
  installerName: z.nullable(z.string()),
  poCreated: z.string(),
  managerApproved: z.nullable(z.string()),
  customerNumberAssigned: z.nullable(z.string()),
  sentForUnitEntry: z.nullable(z.string()),
  unitsVerified: z.nullable(z.string()),
  panelsScanned: z.nullable(z.string()),
  shipped: z.nullable(z.string()),
  lastAction: z.nullable(z.string()),
  lastActionDate: z.nullable(z.string()),
});
export type ProductionQueueRow = z.infer<typeof ProductionQueueRowSchema>;

export const ProductionQueueQuerySchema = z.object({
  propertyName: optionalQueryText(120),
  purchaseOrderStatuses: PurchaseOrderSearchSchema.shape.purchaseOrderStatuses,
});
