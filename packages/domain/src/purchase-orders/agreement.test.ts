import { describe, expect, it } from 'vitest';
import { AGREEMENT_TERM_TEXTS, addressLines, agreementMoney, agreementOf, formatDay } from './agreement.ts';
import { sampleAddress as address, sampleOrder as order } from './sample-order.ts';

const valueOf = (a: ReturnType<typeof agreementOf>, label: string) =>
  a.sections.flatMap((s) => s.fields).find((f) => f.label === label)?.value;

describe('agreement money and dates', () => {
  it('shows $ with two decimals and negatives in parentheses', () => {
    expect(agreementMoney(13950)).toBe('$139.50');
    expect(agreementMoney(-500)).toBe('($5.00)');
    expect(agreementMoney(-123456)).toBe('($1,234.56)');
    expect(agreementMoney(0)).toBe('$0.00');
    expect(agreementMoney(null)).toBe('$0.00');
  });
  it('shows a calendar day as MM/DD/YYYY in every time zone', () => {
    expect(formatDay('2026-01-01')).toBe('01/01/2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });
  it('writes an address on lines, leaving out what is empty and the home country', () => {
    expect(addressLines({ ...address, addressLine2: 'Suite 4', country: 'US' })).toBe(
      '12 Elm Street\nSuite 4\nAustin, TX 78701',
    );
    expect(addressLines({ ...address, zip: '', country: 'CA' })).toBe('12 Elm Street\nAustin, TX\nCA');
    expect(addressLines({ ...address, country: 'United States' })).toBe('12 Elm Street\nAustin, TX 78701');
    expect(addressLines(null)).toBe('');
  });
});

describe('agreementOf', () => {
  it('holds the full order: lines, totals in parentheses when negative, and the billing e-mail', () => {
    const a = agreementOf(order());
    expect(a.reference).toBe('Purchase Order 42');
    expect(a.lines).toEqual([
      { quantity: '3', product: 'Key Tags', description: 'Tags', note: 'Blue', unitPrice: '$45.00', amount: '$135.00' },
      { quantity: '1', product: 'Discount', description: '', note: '', unitPrice: '($5.00)', amount: '($5.00)' },
    ]);
    expect(a.totals).toEqual([
      { label: 'Subtotal', value: '$130.00' },
      { label: 'Shipping', value: '$9.50' },
      { label: 'Total', value: '$139.50' },
    ]);
    expect(valueOf(a, 'Billing e-mail')).toBe('ap@example.com');
    expect(valueOf(a, 'Bill to')).toBeUndefined();
    expect(valueOf(a, 'Ship to')).toBe('12 Elm Street\nSuite 4\nAustin, TX 78701');
    expect(valueOf(a, 'Order date')).toBe('11/20/2026');
    expect(valueOf(a, 'Number of key hooks')).toBe('240');
    expect(valueOf(a, 'Installer')).toBe('—');
    expect(valueOf(a, 'Phone')).toBe('(512) 555-0100');
    expect(a.fileName).toBe('purchase-order-42-agreement.pdf');
  });

  it('bills to an address for billing method 1, and says when the order is a draft or deleted', () => {
    const info = order().propertyInformation;
    const byMail = agreementOf(
      order({
        draft: true,
        propertyInformation: {
          ...info,
          billingMethod: { id: 1, name: 'Bill To Address' },
          billingAddress: { ...address, country: 'US' },
          billingEmail: null,
        },
      }),
    );
    expect(valueOf(byMail, 'Bill to')).toBe('12 Elm Street\nAustin, TX 78701');
    expect(valueOf(byMail, 'Billing e-mail')).toBeUndefined();
    expect(valueOf(byMail, 'Status')).toBe('Draft');
    expect(valueOf(agreementOf(order({ disabled: true })), 'Status')).toBe('Deleted');
  });

  it('states the spec terms: 1.5 percent per month and 32 to 122 °F, and has both signature blocks', () => {
    const text = AGREEMENT_TERM_TEXTS.map((t) => t.text).join(' ');
    expect(text).toContain('late-payment interest of 1.5 percent per month');
    expect(text).toContain('from 32 to 122 °F');
    const a = agreementOf(order());
    expect(a.signatures.map((s) => [s.party, s.name])).toEqual([
      ['Customer', 'Maple Grove LLC'],
      ['Provider', 'Keystone Key Control Systems, Inc.'],
    ]);
    expect(a.signatures[0]!.fields).toEqual(['Signature', 'Printed name', 'Title', 'Date']);
  });
});
