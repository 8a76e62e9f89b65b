import type { AddressOut } from '@kc/domain/addresses';
import { BILL_TO_ADDRESS_METHOD, EMAIL_BILLING_METHODS } from '@kc/domain/lookups';
import { PLAN_CODES, findProduct } from '@kc/domain/purchase-orders/catalog';
import { orderTotals, type OrderTotals } from '@kc/domain/purchase-orders/line-items';
import { PLAN_OF_CODE, type PlanCode } from '@kc/domain/purchase-orders/plans';
import { discountCents, monthlyPriceCents, setupPriceCents } from '@kc/domain/purchase-orders/pricing';
import { MAX_PRICED_UNITS, type PricedPlan } from '@kc/domain/purchase-orders/price-tables';
import { PurchaseOrderCreateSchema, type PurchaseOrderCreate } from '@kc/domain/purchase-orders/schemas';
import type { PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { addressValues, type AddressValues } from '#web/lib/address-values.ts';

/**
 * The purchase-order form's values and the pure logic behind them: money typed as dollars and sent as integer cents,
 * the prices a product proposes (the domain's pricing helpers), live totals (the domain's orderTotals) and the
 * domain schema's issues mapped onto the form's field paths. No React here, so all of it is unit-tested.
 */

export interface LineValues {
  /** A stable React key for the row (not sent). */
  key: string;
  quantity: number | string;
  productNbr: string | null;
  description: string;
  noteDescription: string;
  /** Dollars as typed, e.g. "29.95" or "-2.50". */
  unitPrice: string;
}

export interface PoFormValues {
  customerPoNumber: string;
  typeId: string;
  systemType: string | null;
  billingMethodId: string | null;
  billingEmail: string;
  billingAddress: AddressValues;
  shippingAddress: AddressValues;
  numberOfUnits: number | string;
  numberOfKeyhooks: number | string;
  salesRep1Id: string | null;
  salesRep2Id: string | null;
  installerId: string | null;
  orderDate: string;
  deliveryDate: string;
  foundUsId: string | null;
  /** Dollars as typed. */
  shippingFee: string;
  lineItems: LineValues[];
  note: string;
}

export type FieldErrors = Record<string, string>;

/** Which monthly table prices standard plans (decision 0059: the first; the second is not chosen by this form). */
export const FORM_PRICE_TABLE = 1;

export const PO_FORM_ERRORS = {
  money: 'Enter an amount in dollars, e.g. 12.50',
  quantity: 'Enter a whole quantity of at least 1',
  count: 'Enter a whole number',
} as const;

let nextKey = 0;
export const newLineKey = (): string => `line-${++nextKey}`;

export const emptyLine = (): LineValues => ({
  key: newLineKey(),
  quantity: 1,
  productNbr: null,
  description: '',
  noteDescription: '',
  unitPrice: '',
});

/** Integer cents to the dollars a money input shows ("29.95", "-2.50"). */
export const centsToInput = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * Dollars as typed to integer cents, exactly (no floating point): "$1,234.5" → 123450, "-2.50" → -250, "" → 0.
 * Anything else (three decimals, letters) → null.
 */
export function parseCents(text: string): number | null {
  const s = text.trim().replace(/[$,\s]/g, '');
  if (s === '') return 0;
  const m = /^(-)?(\d*)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const cents = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: string | null): number | null => (v ? Number(v) : null);

/** A whole number typed in a number input, or null when empty; NaN when it is not a whole number. */
function wholeNumber(v: number | string): number | null {
  const s = str(v).trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : Number.NaN;
}

const isBlank = (a: AddressValues) =>
  [a.addressLine1, a.addressLine2, a.city, a.state, a.zip].every((part) => part.trim() === '');
const addressBody = (a: AddressValues) =>
  isBlank(a)
    ? null
    : {
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2 || null,
        city: a.city,
        state: a.state,
        zip: a.zip,
        country: a.country as 'United States',
      };

/** The plan an order is priced by: its system type when that is a plan, else the plan of its first plan line. */
export function orderPlan(values: Pick<PoFormValues, 'systemType' | 'lineItems'>): PricedPlan | null {
  if (values.systemType && (PLAN_CODES as readonly string[]).includes(values.systemType))
    return PLAN_OF_CODE[values.systemType as PlanCode];
  for (const line of values.lineItems) {
    const plan = line.productNbr ? findProduct(Number(line.productNbr))?.plan : undefined;
    if (plan && (PLAN_CODES as readonly string[]).includes(plan)) return PLAN_OF_CODE[plan as PlanCode];
  }
  return null;
}

/**
 * The unit price a product proposes for this order, in cents, or null when it proposes none: a plan line (116–119)
 * its monthly price for the number of units, setup the plan's setup price, the discount line −2.50 (primary) or
 * −5.00 (any other plan), from the domain's price tables.
 */
export function proposedPriceCents(
  productNbr: number,
  values: Pick<PoFormValues, 'systemType' | 'lineItems' | 'numberOfUnits'>,
): number | null {
  const product = findProduct(productNbr);
  if (!product) return null;
  const units = wholeNumber(values.numberOfUnits);
  const priced = units !== null && units >= 1 && units <= MAX_PRICED_UNITS;
  if (product.kind === 'plan' && product.plan && (PLAN_CODES as readonly string[]).includes(product.plan))
    return priced ? monthlyPriceCents(PLAN_OF_CODE[product.plan as PlanCode], units, FORM_PRICE_TABLE) : null;
  const plan = orderPlan(values);
  if (product.kind === 'setup') return priced && plan ? setupPriceCents(plan, units) : null;
  if (product.kind === 'discount') return discountCents(plan ?? 'standard');
  return null;
}

/** A line after choosing a product: its default description (unless one was typed) and its proposed price. */
export function chooseProduct(line: LineValues, productNbr: string | null, values: PoFormValues): LineValues {
  const before = line.productNbr ? findProduct(Number(line.productNbr)) : undefined;
  const product = productNbr ? findProduct(Number(productNbr)) : undefined;
  const typed = line.description.trim() !== '' && line.description !== before?.description;
  const proposed = product ? proposedPriceCents(product.id, values) : null;
  return {
    ...line,
    productNbr,
    description: typed ? line.description : (product?.description ?? ''),
    unitPrice: proposed !== null ? centsToInput(proposed) : line.unitPrice,
  };
}

/**
 * After the number of units (or the system type) changed: plan, setup and discount lines whose price is still the one
 * proposed before follow the new proposal; a price someone typed stays.
 */
export function repriceLines(before: PoFormValues, after: PoFormValues): LineValues[] {
  return after.lineItems.map((line) => {
    if (!line.productNbr) return line;
    const product = Number(line.productNbr);
    const was = proposedPriceCents(product, before);
    const now = proposedPriceCents(product, after);
    if (now === null || now === was) return line;
    const current = parseCents(line.unitPrice);
    const untouched = line.unitPrice.trim() === '' || (was !== null && current === was);
    return untouched ? { ...line, unitPrice: centsToInput(now) } : line;
  });
}

/** Live totals by the domain's rule; a line or fee that does not parse counts as 0 until it is fixed. */
export function formTotals(values: Pick<PoFormValues, 'lineItems' | 'shippingFee'>): OrderTotals {
  const items = values.lineItems.map((l) => {
    const q = wholeNumber(l.quantity);
    return { quantity: q !== null && Number.isFinite(q) ? q : 0, unitPriceCents: parseCents(l.unitPrice) ?? 0 };
  });
  return orderTotals(items, parseCents(values.shippingFee) ?? 0);
}

/** The request body of a save, with the errors only the form can see (money and numbers that do not parse). */
export function toBody(values: PoFormValues, draft: boolean): { body: PurchaseOrderCreate; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const method = num(values.billingMethodId);
  const count = (field: 'numberOfUnits' | 'numberOfKeyhooks') => {
    const n = wholeNumber(values[field]);
    if (n !== null && (!Number.isFinite(n) || n < 0)) errors[field] = PO_FORM_ERRORS.count;
    return n !== null && Number.isFinite(n) ? n : null;
  };
  const shippingFeeCents = parseCents(values.shippingFee);
  if (shippingFeeCents === null) errors.shippingFee = PO_FORM_ERRORS.money;
  const lineItems = values.lineItems.map((line, i) => {
    const quantity = wholeNumber(line.quantity);
    if (quantity === null || !Number.isFinite(quantity) || quantity < 1)
      errors[`lineItems.${i}.quantity`] = PO_FORM_ERRORS.quantity;
    const unitPriceCents = parseCents(line.unitPrice);
    if (unitPriceCents === null) errors[`lineItems.${i}.unitPrice`] = PO_FORM_ERRORS.money;
    return {
      quantity: quantity !== null && Number.isFinite(quantity) ? quantity : 0,
      productNbr: num(line.productNbr),
      description: line.description,
      noteDescription: line.noteDescription,
      unitPriceCents: unitPriceCents ?? 0,
    };
  });
  const body: PurchaseOrderCreate = {
    draft,
    customerPoNumber: values.customerPoNumber,
    typeId: Number(values.typeId),
    systemType: (values.systemType as PurchaseOrderCreate['systemType']) ?? null,
    billingMethodId: method,
    billingEmail: method !== null && EMAIL_BILLING_METHODS.includes(method) ? values.billingEmail : null,
    billingAddress: method === BILL_TO_ADDRESS_METHOD ? addressBody(values.billingAddress) : null,
    shippingAddress: addressBody(values.shippingAddress),
    numberOfUnits: count('numberOfUnits'),
    numberOfKeyhooks: count('numberOfKeyhooks'),
    salesRep1Id: num(values.salesRep1Id),
    salesRep2Id: num(values.salesRep2Id),
    installerId: num(values.installerId),
    orderDate: values.orderDate || null,
    deliveryDate: values.deliveryDate || null,
    foundUsId: num(values.foundUsId),
    shippingFeeCents: shippingFeeCents ?? 0,
    lineItems,
    note: values.note,
  };
  return { body, errors };
}

/** A wire path (the schema's or the server's "lineItems.0.unitPriceCents") as the form's field path. */
export function formPath(path: string): string {
  return path.replace(/unitPriceCents$/, 'unitPrice').replace(/^shippingFeeCents$/, 'shippingFee');
}

/**
 * Every field error of a save, as the form shows them: the form's own (money, numbers) first, then the domain
 * schema's (spec 001 §5 line rules, note length, submit requirements), one message per field.
 */
export function validatePoForm(values: PoFormValues, draft: boolean): FieldErrors {
  const { body, errors } = toBody(values, draft);
  const parsed = PurchaseOrderCreateSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = formPath(issue.path.map(String).join('.'));
      errors[key] ??= issue.message;
    }
  return errors;
}

/** A server's field errors (400) as the form's errors. */
export const serverErrors = (fieldErrors: readonly { field: string; message: string }[]): FieldErrors =>
  Object.fromEntries(fieldErrors.map((f) => [formPath(f.field), f.message]));

/** What a new order starts with: the property's shipping and billing details, today's date, the caller as rep. */
export function newOrderValues(init: {
  typeId: number;
  shippingAddress: AddressOut | null;
  billingMethodId: number | null;
  billingEmail: string | null;
  billToAddress: AddressOut | null;
  salesRepId: number | null;
  today: string;
}): PoFormValues {
  return {
    customerPoNumber: '',
    typeId: String(init.typeId),
    systemType: null,
    billingMethodId: init.billingMethodId ? String(init.billingMethodId) : null,
    billingEmail: init.billingEmail ?? '',
    billingAddress: addressValues(init.billToAddress),
    shippingAddress: addressValues(init.shippingAddress),
    numberOfUnits: '',
    numberOfKeyhooks: '',
    salesRep1Id: init.salesRepId ? String(init.salesRepId) : null,
    salesRep2Id: null,
    installerId: null,
    orderDate: init.today,
    deliveryDate: '',
    foundUsId: null,
    shippingFee: '0.00',
    lineItems: [emptyLine()],
    note: '',
  };
}

/** An existing order (a draft to resume, or an order to edit) as form values. */
export function orderValues(o: PurchaseOrder): PoFormValues {
  const info = o.propertyInformation;
  const reps = o.htInformation.representatives;
  const id = (p: { id: number } | null) => (p ? String(p.id) : null);
  return {
    customerPoNumber: o.customerPoNumber ?? '',
    typeId: String(o.type.id),
    systemType: o.systemType?.code ?? null,
    billingMethodId: id(info.billingMethod),
    billingEmail: info.billingEmail ?? '',
    billingAddress: addressValues(info.billingAddress),
    shippingAddress: addressValues(info.shippingAddress),
    numberOfUnits: o.datalogInformation.numberOfUnits ?? '',
    numberOfKeyhooks: o.datalogInformation.numberOfKeyhooks ?? '',
    salesRep1Id: id(reps.salesRep1),
    salesRep2Id: id(reps.salesRep2),
    installerId: id(reps.installer),
    orderDate: o.htInformation.orderDate ?? '',
    deliveryDate: o.requestInformation.deliveryDate ?? '',
    foundUsId: id(o.foundUs),
    shippingFee: centsToInput(o.pricing.shippingFee),
    lineItems: o.purchaseOrderItems.map((item) => ({
      key: newLineKey(),
      quantity: item.quantity,
      productNbr: String(item.productNbr.id),
      description: item.description ?? '',
      noteDescription: item.noteDescription ?? '',
      unitPrice: centsToInput(item.unitPriceCents),
    })),
    note: '',
  };
}
