import * as z from 'zod/mini';
import { AddressInputSchema } from '../addresses.ts';
import { DateOnlySchema } from '../badges.ts';
import { DbIdParamSchema, DbIdSchema } from '../ids.ts';
import { BILL_TO_ADDRESS_METHOD, BILLING_METHODS, EMAIL_BILLING_METHODS } from '../lookups.ts';
import { FOUND_US_IDS, PO_TYPE_IDS, SYSTEM_TYPE_CODES } from './catalog.ts';
import { LINE_ITEM_MESSAGES, PO_LIMITS, isValidShippingFee, lineItemIssues, orderTotals } from './line-items.ts';

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
