import * as z from 'zod/mini';
import { formatMoneyCents, formatPhone } from '../format.ts';
import { PROVIDER } from '../provider.ts';
import type { PermissionKey } from '../permissions.ts';
import { ACCOUNTING_RIGHT, DECISION_RIGHT, EDIT_RIGHT, PRODUCTION_RIGHT } from './status.ts';
import type { PurchaseOrder } from './views.ts';

/**
 * The printed purchase-order agreement (spec 001 §3 "a printable agreement shows the full order", §9 "printed
 * agreement: late-payment interest 1.5 percent per month; operating temperature 32 to 122 F", "negatives in
 * parentheses in agreements"). One model, built here from the full order: the screen (/print?purchaseOrderId=N) and
 * the server's PDF both render it, so the two can never say different things (decision 0060).
 */

/** The two numbers the spec gives; the rest of the wording is ours. */
export const AGREEMENT_TERMS = {
  lateInterestPercentPerMonth: 1.5,
  operatingTemperatureF: { min: 32, max: 122 },
} as const;

const { lateInterestPercentPerMonth: interest, operatingTemperatureF: temp } = AGREEMENT_TERMS;

/** The agreement's terms, in order (numbered when shown). */
export const AGREEMENT_TERM_TEXTS: readonly { title: string; text: string }[] = [
  {
    title: 'Payment',
    text:
      'Invoices are due within 30 days of the invoice date. Amounts not paid when due bear late-payment interest of ' +
      `${interest} percent per month until paid.`,
  },
  {
    title: 'Monthly service',
    text: 'The monthly service charge begins on the installation date and continues month to month until the customer cancels it in writing.',
  },
  {
    title: 'Operating conditions',
    text:
      `The key-control equipment is designed to operate at temperatures from ${temp.min} to ${temp.max} °F. ` +
      'Damage caused by operating it outside this range is not covered by the warranty.',
  },
  {
    title: 'Title and risk',
    text: `The equipment remains the property of ${PROVIDER.name} until it is paid in full; the customer bears the risk of loss once it is delivered.`,
  },
  {
    title: 'Acceptance',
    text: 'This agreement binds both parties once it is signed by the customer and approved by the provider.',
  },
];

/** A line of the order as printed: every column as text, money with negatives in parentheses. */
export interface AgreementLine {
  quantity: string;
  product: string;
  description: string;
  note: string;
  unitPrice: string;
  amount: string;
}

export interface AgreementField {
  label: string;
  /** Lines of an address or a list are separated by "\n". */
  value: string;
}

export interface AgreementSection {
  title: string;
  fields: AgreementField[];
}

export interface Agreement {
  title: string;
  /** "Purchase Order 123". */
  reference: string;
  provider: { name: string; address: string; phone: string };
  sections: AgreementSection[];
  lines: AgreementLine[];
  totals: AgreementField[];
  notes: AgreementField[];
  terms: { title: string; text: string }[];
  signatures: { party: string; name: string; fields: string[] }[];
  /** The file name of the PDF. */
  fileName: string;
}

/** Money on the agreement: $ with two decimals, negatives in parentheses. */
export const agreementMoney = (cents: number | null | undefined) => formatMoneyCents(cents, { parentheses: true });

/** A calendar day (YYYY-MM-DD) as MM/DD/YYYY, without a time zone moving it to the day before. */
export function formatDay(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

type Address = PurchaseOrder['propertyInformation']['billingAddress'];

/** The provider's own country: an address there leaves it out, as a letter would. */
const HOME_COUNTRIES = new Set(['', 'US', 'USA', 'UNITED STATES', 'UNITED STATES OF AMERICA']);

export function addressLines(a: Address): string {
  if (!a) return '';
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    a.addressLine1,
    a.addressLine2,
    cityLine,
    HOME_COUNTRIES.has((a.country ?? '').trim().toUpperCase()) ? null : a.country,
  ]
    .filter(Boolean)
    .join('\n');
}

const NONE = '—';
const or = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NONE : String(value);
const field = (label: string, value: string | number | null | undefined): AgreementField => ({
  label,
  value: or(value),
});

/** The agreement of one order. */
export function agreementOf(order: PurchaseOrder): Agreement {
  const info = order.propertyInformation;
  const p = info.property;
  const reps = order.htInformation.representatives;
  const contact = p.propertyContactInformation.primaryContact;
  const billingByEmail = info.billingMethod !== null && info.billingMethod.id !== 1;
  return {
    title: 'Purchase Order Agreement',
    reference: `Purchase Order ${order.id}`,
    provider: {
      name: PROVIDER.name,
      address: `${PROVIDER.address.line1}\n${PROVIDER.address.city}, ${PROVIDER.address.state} ${PROVIDER.address.zip}`,
      phone: formatPhone(PROVIDER.phones.sales),
    },
    sections: [
      {
        title: 'Property',
        fields: [
          field('Property', p.name),
          field('Legal entity', p.legalEntityName),
          field('Property code', p.propertyCode),
          field('Customer number', p.accountingCustomerNumber),
          field('Address', addressLines(p.physicalAddress)),
          field('Phone', p.propertyContactInformation.phone && formatPhone(p.propertyContactInformation.phone)),
          field('Primary contact', contact && [contact.name, contact.email].filter(Boolean).join(', ')),
          field('Corporation', order.propertyInformation.corporation.name),
          field('Division', order.propertyInformation.division?.name),
          field('Region', order.propertyInformation.region.name),
        ],
      },
      {
        title: 'Billing',
        fields: [
          field('Billing method', info.billingMethod?.name),
          billingByEmail
            ? field('Billing e-mail', info.billingEmail)
            : field('Bill to', addressLines(info.billingAddress)),
        ],
      },
      { title: 'Shipping', fields: [field('Ship to', addressLines(info.shippingAddress))] },
      {
        title: 'Order',
        fields: [
          field('Customer PO number', order.customerPoNumber),
          field('Type', order.type.name),
          field('System type', order.systemType && `${order.systemType.name} (${order.systemType.code})`),
          field('Order date', formatDay(order.htInformation.orderDate)),
          field('Delivery date', formatDay(order.requestInformation.deliveryDate)),
          field('Status', order.disabled ? 'Deleted' : order.draft ? 'Draft' : order.statusName),
        ],
      },
      {
        title: 'Datalog',
        fields: [
          field('Number of units', order.datalogInformation.numberOfUnits),
          field('Number of key hooks', order.datalogInformation.numberOfKeyhooks),
        ],
      },
      {
        title: 'Representatives',
        fields: [
          field('Sales representative', reps.salesRep1?.name),
          ...(reps.salesRep2 ? [field('Second sales representative', reps.salesRep2.name)] : []),
          field('Installer', reps.installer?.name),
        ],
      },
    ],
    lines: order.purchaseOrderItems.map((i) => ({
      quantity: String(i.quantity),
      product: i.productNbr.name || String(i.productNbr.id),
      description: i.description ?? '',
      note: i.noteDescription ?? '',
      unitPrice: agreementMoney(i.unitPriceCents),
      amount: agreementMoney(i.amountCents),
    })),
    totals: [
      { label: 'Subtotal', value: agreementMoney(order.pricing.subtotalCents) },
      { label: 'Shipping', value: agreementMoney(order.pricing.shippingFee) },
      { label: 'Total', value: agreementMoney(order.pricing.totalCents) },
    ],
    notes: order.notes.map((n) => ({ label: n.user.name, value: n.message })),
    terms: [...AGREEMENT_TERM_TEXTS],
    signatures: [
      { party: 'Customer', name: p.legalEntityName || p.name, fields: ['Signature', 'Printed name', 'Title', 'Date'] },
      { party: 'Provider', name: PROVIDER.name, fields: ['Signature', 'Printed name', 'Title', 'Date'] },
    ],
    fileName: `purchase-order-${order.id}-agreement.pdf`,
  };
}

/** Who may e-mail the agreement: provider staff who work with orders (sales, accounting, production, managers). */
export const AGREEMENT_EMAIL_RIGHTS: readonly PermissionKey[] = [
  EDIT_RIGHT,
  ACCOUNTING_RIGHT,
  PRODUCTION_RIGHT,
  DECISION_RIGHT,
];

/** POST /api/purchase-orders/{poId}/agreement-email answers where the agreement goes (the outbox sends it). */
export const AgreementEmailResultSchema = z.object({ to: z.string(), message: z.string() });
export type AgreementEmailResult = z.infer<typeof AgreementEmailResultSchema>;

export const AGREEMENT_MESSAGES = {
  noBillingEmail: 'This purchase order has no billing e-mail: add one to the order first',
  queued: (to: string) => `The agreement will be e-mailed to ${to}`,
} as const;
