import { findProduct, productNeedsDescription } from './catalog.ts';

/** Limits of an order's lines and texts (decision 0053: the spec leaves the note length "not shown"). */
export const PO_LIMITS = {
  lineItems: 100,
  descriptionLength: 200,
  lineNoteLength: 250,
  orderNoteLength: 2000,
  notes: 50,
  quantityMax: 100_000,
  /** $100,000.00 either way per unit: a discount line is negative. */
  unitPriceAbsMaxCents: 10_000_000,
  shippingFeeMaxCents: 10_000_000,
  /** $10,000,000.00: any order within it fits the database's integer columns. */
  orderTotalAbsMaxCents: 1_000_000_000,
} as const;

/** Spec 001 §9: the minimum shipping/charge, in cents ($9.50). A shipping fee is 0 (none) or at least this. */
export const MIN_SHIPPING_CENTS = 950;

export const LINE_ITEM_MESSAGES = {
  productRequired: 'Product number is required',
  productUnknown: 'Unknown product number',
  descriptionRequired: 'Description is required',
  noteTooLong: `At most ${PO_LIMITS.lineNoteLength} characters`,
  totalTooLarge: 'The order total is larger than $10,000,000.00',
  shippingMinimum: `A shipping fee is $0.00 or at least $${(MIN_SHIPPING_CENTS / 100).toFixed(2)}`,
} as const;

export interface LineItemInput {
  quantity: number;
  productNbr: number | null;
  description: string | null;
  noteDescription: string | null;
  unitPriceCents: number;
}

export interface LineItemIssue {
  /** Index of the line, and the field of it. */
  index: number;
  field: 'productNbr' | 'description';
  message: string;
}

/**
 * Spec 001 §5: every line needs a product number; every line except Discount and Tax needs a description. (The line
 * note's maximum length is a field format: LineItemInputSchema refuses it, draft or not.)
 */
export function lineItemIssues(items: readonly LineItemInput[]): LineItemIssue[] {
  return items.flatMap((item, index): LineItemIssue[] => {
    if (item.productNbr === null) return [{ index, field: 'productNbr', message: LINE_ITEM_MESSAGES.productRequired }];
    const product = findProduct(item.productNbr);
    if (!product) return [{ index, field: 'productNbr', message: LINE_ITEM_MESSAGES.productUnknown }];
    const issues: LineItemIssue[] = [];
    if (productNeedsDescription(product) && !item.description?.trim())
      issues.push({ index, field: 'description', message: LINE_ITEM_MESSAGES.descriptionRequired });
    return issues;
  });
}

/** One line's amount in cents: unit price × quantity, rounded to the cent (half away from zero). */
export function lineAmountCents(item: Pick<LineItemInput, 'quantity' | 'unitPriceCents'>): number {
  const raw = item.unitPriceCents * item.quantity;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

export interface OrderTotals {
  subtotalCents: number;
  shippingFeeCents: number;
  totalCents: number;
}

/** Spec 001 §9: subtotal = Σ unit price × quantity rounded to cents; total = subtotal + shipping fee. */
export function orderTotals(
  items: readonly Pick<LineItemInput, 'quantity' | 'unitPriceCents'>[],
  shippingFeeCents: number,
): OrderTotals {
  const subtotalCents = items.reduce((sum, item) => sum + lineAmountCents(item), 0);
  return { subtotalCents, shippingFeeCents, totalCents: subtotalCents + shippingFeeCents };
}

/** A shipping fee is none (0) or at least the minimum charge. */
export const isValidShippingFee = (cents: number): boolean => cents === 0 || cents >= MIN_SHIPPING_CENTS;
