import { describe, expect, it } from 'vitest';
import { NEW_ORDER_PRODUCT_BY_PLAN, PO_PRODUCTS, findProduct } from './catalog.ts';
import { MIN_SHIPPING_CENTS, PO_LIMITS, lineAmountCents, lineItemIssues, orderTotals } from './line-items.ts';
import { PurchaseOrderCreateSchema } from './schemas.ts';
import { PurchaseOrderSearchSchema } from './search.ts';

const line = (productNbr: number | null, description: string | null = 'Item', extra = {}) => ({
  quantity: 1,
  productNbr,
  description,
  noteDescription: null,
  unitPriceCents: 1000,
  ...extra,
});

const submitted = {
  draft: false,
  typeId: 1,
  systemType: 'STD',
  billingMethodId: 2,
  billingEmail: 'ap@example.com',
  salesRep1Id: 1,
  orderDate: '2026-11-01',
  numberOfUnits: 120,
  lineItems: [line(117, 'Monthly service', { unitPriceCents: 4495 })],
};

const fieldsOf = (input: unknown) => {
  const r = PurchaseOrderCreateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('line items (spec 001 §5)', () => {
  it('needs a product number on every line', () => {
    expect(lineItemIssues([line(null)])).toEqual([
      { index: 0, field: 'productNbr', message: 'Product number is required' },
    ]);
    expect(lineItemIssues([line(9999)])[0]!.message).toBe('Unknown product number');
  });

  it('needs a description on every line except Discount and Tax', () => {
    const needing = PO_PRODUCTS.filter((p) => p.kind !== 'discount' && p.kind !== 'tax');
    for (const p of needing) expect(lineItemIssues([line(p.id, '  ')]), p.name).toHaveLength(1);
    expect(lineItemIssues([line(190, null, { unitPriceCents: -500 }), line(191, null)])).toEqual([]);
  });

  it('refuses a line note over the maximum length', () => {
    const note = 'x'.repeat(PO_LIMITS.lineNoteLength + 1);
    expect(fieldsOf({ draft: true, lineItems: [line(101, 'Cabinet', { noteDescription: note })] })).toEqual([
      `lineItems.0.noteDescription: At most ${PO_LIMITS.lineNoteLength} characters`,
    ]);
    expect(fieldsOf({ ...submitted, lineItems: [line(101, 'Cabinet', { noteDescription: 'x'.repeat(250) })] })).toEqual(
      [],
    );
  });

  it('knows the new-order plan products 116 to 119', () => {
    expect(NEW_ORDER_PRODUCT_BY_PLAN).toEqual({ PRI: 116, STD: 117, PRE: 118, PLT: 119 });
    expect(findProduct(119)!.plan).toBe('PLT');
  });
});

describe('order totals in integer cents (spec 001 §9)', () => {
  it('sums unit price × quantity per line and adds the shipping fee', () => {
    const items = [
      { quantity: 3, unitPriceCents: 4495 },
      { quantity: 1, unitPriceCents: -500 },
    ];
    expect(orderTotals(items, 950)).toEqual({ subtotalCents: 12985, shippingFeeCents: 950, totalCents: 13935 });
    expect(orderTotals([], 0)).toEqual({ subtotalCents: 0, shippingFeeCents: 0, totalCents: 0 });
  });

  it('rounds a fractional amount to the cent, half away from zero', () => {
    expect(lineAmountCents({ quantity: 0.5, unitPriceCents: 1999 })).toBe(1000);
    expect(lineAmountCents({ quantity: 0.5, unitPriceCents: -1999 })).toBe(-1000);
  });

  it('takes a shipping fee of none or at least the $9.50 minimum', () => {
    expect(fieldsOf({ ...submitted, shippingFeeCents: MIN_SHIPPING_CENTS - 1 })).toEqual([
      'shippingFeeCents: A shipping fee is $0.00 or at least $9.50',
    ]);
    expect(fieldsOf({ ...submitted, shippingFeeCents: MIN_SHIPPING_CENTS })).toEqual([]);
    expect(fieldsOf({ ...submitted, shippingFeeCents: 0 })).toEqual([]);
  });

  it('refuses an order whose total would not fit the integer columns', () => {
    const big = line(101, 'Cabinet', { quantity: 100_000, unitPriceCents: 10_000_000 });
    expect(fieldsOf({ draft: true, lineItems: [big] })).toEqual([
      'lineItems: The order total is larger than $10,000,000.00',
    ]);
  });
});

describe('the order schema: draft and submitted', () => {
  it('accepts an empty draft and refuses the same order submitted, field by field', () => {
    expect(fieldsOf({ draft: true })).toEqual([]);
    expect(fieldsOf({ draft: false })).toEqual([
      'systemType: Required',
      'billingMethodId: Required',
      'salesRep1Id: Required',
      'orderDate: Required',
      'numberOfUnits: Required',
      'lineItems: Add at least one line item',
    ]);
  });

  it('checks the line-item rules only when submitting', () => {
    const lines = [line(null), line(101, '')];
    expect(fieldsOf({ draft: true, lineItems: lines })).toEqual([]);
    expect(fieldsOf({ ...submitted, lineItems: lines })).toEqual([
      'lineItems.0.productNbr: Product number is required',
      'lineItems.1.description: Description is required',
    ]);
  });

  it('asks for the bill-to address (method 1) or the billing e-mail (2 and 5)', () => {
    expect(fieldsOf({ ...submitted, billingMethodId: 1 })).toEqual([
      'billingAddress: Required for this billing method',
    ]);
    expect(fieldsOf({ ...submitted, billingMethodId: 5, billingEmail: null })).toEqual([
      'billingEmail: Required for this billing method',
    ]);
  });

  it('refuses unknown types, system types and the same rep twice', () => {
    expect(fieldsOf({ draft: true, typeId: 9 })).toEqual(['typeId: Unknown order type']);
    expect(fieldsOf({ draft: true, systemType: 'XXX' })).toHaveLength(1);
    expect(fieldsOf({ draft: true, salesRep1Id: 3, salesRep2Id: 3 })).toEqual([
      'salesRep2Id: Choose two different sales representatives',
    ]);
  });
});

describe('the search query (spec 001 §7)', () => {
  it('reads every filter from the query string', () => {
    const q = PurchaseOrderSearchSchema.parse({
      representativeId: '4',
      year: '2026',
      month: '11',
      propertyName: ' Maple ',
      purchaseOrderStatuses: '1,2,2',
      last60Days: 'true',
      otherReps: '0',
      typeId: '4',
      managerApproved: '1',
    });
    expect(q).toMatchObject({
      variant: 'main',
      representativeId: 4,
      year: 2026,
      month: 11,
      propertyName: 'Maple',
      purchaseOrderStatuses: [1, 2],
      last60Days: true,
      otherReps: false,
      typeId: 4,
      managerApproved: true,
      page: 1,
    });
  });

  it('refuses unknown statuses and types', () => {
    expect(PurchaseOrderSearchSchema.safeParse({ purchaseOrderStatuses: '9' }).success).toBe(false);
    expect(PurchaseOrderSearchSchema.safeParse({ typeId: '7' }).success).toBe(false);
    expect(PurchaseOrderSearchSchema.safeParse({ month: '13' }).success).toBe(false);
  });
});
