import { describe, expect, it } from 'vitest';
import { LINE_ITEM_MESSAGES } from '@kc/domain/purchase-orders/line-items';
import { PO_FORM_MESSAGES } from '@kc/domain/purchase-orders/schemas';
import {
  PO_FORM_ERRORS,
  centsToInput,
  chooseProduct,
  emptyLine,
  formTotals,
  newOrderValues,
  parseCents,
  proposedPriceCents,
  repriceLines,
  serverErrors,
  toBody,
  validatePoForm,
  type LineValues,
  type PoFormValues,
} from './po-form-values.ts';

const address = {
  id: 1,
  addressLine1: '12 Elm Street',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'United States',
};
const base = (): PoFormValues =>
  newOrderValues({
    typeId: 1,
    shippingAddress: address,
    billingMethodId: 2,
    billingEmail: 'ap@example.com',
    billToAddress: null,
    salesRepId: 7,
    today: '2026-11-26',
  });
const line = (over: Partial<LineValues>): LineValues => ({ ...emptyLine(), ...over });

describe('money', () => {
  it('parses dollars to integer cents exactly and refuses what is not money', () => {
    expect(parseCents('29.95')).toBe(2995);
    expect(parseCents('$1,234.5')).toBe(123450);
    expect(parseCents('-2.50')).toBe(-250);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('.07')).toBe(7);
    expect(parseCents('')).toBe(0);
    // 0.29 * 100 is 28.999… in floating point; the string parse stays exact.
    expect(parseCents('0.29')).toBe(29);
    for (const bad of ['1.005', 'abc', '-', '.', '1.2.3', '12-']) expect(parseCents(bad), bad).toBeNull();
    expect(centsToInput(2995)).toBe('29.95');
    expect(centsToInput(-250)).toBe('-2.50');
    expect(centsToInput(5)).toBe('0.05');
  });

  it('totals by the domain rule: Σ unit price × quantity, plus shipping; unparsed lines count 0', () => {
    const values = {
      shippingFee: '9.50',
      lineItems: [
        line({ quantity: 3, unitPrice: '45.00' }),
        line({ quantity: '2', unitPrice: '0.29' }),
        line({ quantity: 1, unitPrice: '-5.00' }),
        line({ quantity: 1, unitPrice: 'oops' }),
      ],
    };
    expect(formTotals(values)).toEqual({ subtotalCents: 13058, shippingFeeCents: 950, totalCents: 14008 });
  });
});

describe('proposed prices', () => {
  it('a plan line proposes the monthly price for the number of units (table 1), none without units', () => {
    const values = { ...base(), numberOfUnits: 120 };
    expect(proposedPriceCents(116, values)).toBe(3495);
    expect(proposedPriceCents(116, { ...values, numberOfUnits: 100 })).toBe(2995);
    expect(proposedPriceCents(117, { ...values, numberOfUnits: 80 })).toBe(4495);
    expect(proposedPriceCents(118, { ...values, numberOfUnits: '100' })).toBe(4995);
    expect(proposedPriceCents(119, { ...values, numberOfUnits: 100 })).toBe(5495);
    expect(proposedPriceCents(116, { ...values, numberOfUnits: '' })).toBeNull();
    expect(proposedPriceCents(116, { ...values, numberOfUnits: 2001 })).toBeNull();
    expect(proposedPriceCents(101, values)).toBeNull();
  });

  it('the discount line proposes −2.50 on primary, −5.00 otherwise; setup follows the plan', () => {
    expect(proposedPriceCents(190, { ...base(), systemType: 'PRI' })).toBe(-250);
    expect(proposedPriceCents(190, { ...base(), systemType: 'STD' })).toBe(-500);
    expect(proposedPriceCents(190, { ...base(), lineItems: [line({ productNbr: '116' })] })).toBe(-250);
    expect(proposedPriceCents(190, base())).toBe(-500);
    expect(proposedPriceCents(110, { ...base(), systemType: 'PRI', numberOfUnits: 150 })).toBe(2999);
    expect(proposedPriceCents(110, { ...base(), systemType: 'STD', numberOfUnits: 100 })).toBe(2999);
    expect(proposedPriceCents(110, { ...base(), numberOfUnits: 100 })).toBeNull();
  });

  it('choosing a product fills its description unless one was typed, and proposes its price', () => {
    const values = { ...base(), numberOfUnits: 150 };
    const plan = chooseProduct(line({}), '116', values);
    expect(plan).toMatchObject({ productNbr: '116', description: 'Monthly service, primary plan', unitPrice: '34.95' });
    const typed = chooseProduct(line({ description: 'Our words', unitPrice: '1.00' }), '103', values);
    expect(typed).toMatchObject({ description: 'Our words', unitPrice: '1.00' });
    // Switching product replaces the previous product's default description.
    expect(chooseProduct(plan, '117', values).description).toBe('Monthly service, standard plan');
    expect(chooseProduct(line({}), '190', values)).toMatchObject({ description: '', unitPrice: '-5.00' });
  });

  it('a new unit count re-prices plan lines still at the proposed price, never a typed one', () => {
    const before = { ...base(), numberOfUnits: 100 };
    before.lineItems = [
      line({ productNbr: '116', unitPrice: '29.95' }),
      line({ productNbr: '117', unitPrice: '50.00' }),
    ];
    const after = { ...before, numberOfUnits: 150 };
    const lines = repriceLines(before, after);
    expect(lines.map((l) => l.unitPrice)).toEqual(['34.95', '50.00']);
    expect(lines[1]).toBe(after.lineItems[1]);
  });
});

describe('validation mapping', () => {
  it('a draft checks formats only; submitting asks for what the domain requires, on the form paths', () => {
    const values = { ...base(), billingMethodId: null, lineItems: [line({ productNbr: null, unitPrice: '10' })] };
    expect(validatePoForm(values, true)).toEqual({});
    const errors = validatePoForm(values, false);
    expect(errors).toMatchObject({
      systemType: PO_FORM_MESSAGES.required,
      billingMethodId: PO_FORM_MESSAGES.required,
      numberOfUnits: PO_FORM_MESSAGES.required,
      'lineItems.0.productNbr': LINE_ITEM_MESSAGES.productRequired,
    });
  });

  it('every line but Discount and Tax needs a description; the note has a maximum length', () => {
    const values = {
      ...base(),
      systemType: 'STD',
      numberOfUnits: 100,
      lineItems: [
        line({ productNbr: '101', description: ' ', unitPrice: '100' }),
        line({ productNbr: '190', unitPrice: '-5' }),
        line({ productNbr: '191', unitPrice: '3.10' }),
        line({ productNbr: '103', description: 'Tags', noteDescription: 'x'.repeat(251), unitPrice: '45' }),
      ],
    };
    const errors = validatePoForm(values, false);
    expect(errors['lineItems.0.description']).toBe(LINE_ITEM_MESSAGES.descriptionRequired);
    expect(errors['lineItems.1.description']).toBeUndefined();
    expect(errors['lineItems.2.description']).toBeUndefined();
    expect(errors['lineItems.3.noteDescription']).toBe(LINE_ITEM_MESSAGES.noteTooLong);
    // The note length is a format: a draft refuses it too.
    expect(validatePoForm(values, true)).toEqual({ 'lineItems.3.noteDescription': LINE_ITEM_MESSAGES.noteTooLong });
  });

  it('money and quantities that do not parse get the form’s own messages; the shipping minimum the domain’s', () => {
    const values = {
      ...base(),
      shippingFee: '5.00',
      lineItems: [line({ productNbr: '103', description: 'Tags', quantity: '', unitPrice: '4.999' })],
    };
    expect(validatePoForm(values, true)).toEqual({
      'lineItems.0.quantity': PO_FORM_ERRORS.quantity,
      'lineItems.0.unitPrice': PO_FORM_ERRORS.money,
      shippingFee: LINE_ITEM_MESSAGES.shippingMinimum,
    });
    expect(serverErrors([{ field: 'lineItems.2.unitPriceCents', message: 'Too big' }])).toEqual({
      'lineItems.2.unitPrice': 'Too big',
    });
  });

  it('sends integer cents, the billing detail of the chosen method only, and null for an empty address', () => {
    const values: PoFormValues = {
      ...base(),
      billingMethodId: '1',
      billingAddress: { ...base().shippingAddress },
      shippingAddress: { ...base().shippingAddress, addressLine1: '', city: '', state: '', zip: '' },
      numberOfUnits: '120',
      shippingFee: '9.5',
      lineItems: [line({ productNbr: '117', quantity: '2', description: 'Plan', unitPrice: '54.95' })],
    };
    const { body, errors } = toBody(values, false);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      draft: false,
      billingMethodId: 1,
      billingEmail: null,
      billingAddress: { addressLine1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701' },
      shippingAddress: null,
      numberOfUnits: 120,
      salesRep1Id: 7,
      shippingFeeCents: 950,
      lineItems: [{ quantity: 2, productNbr: 117, description: 'Plan', unitPriceCents: 5495 }],
    });
  });
});
