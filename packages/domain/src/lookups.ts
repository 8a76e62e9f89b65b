import * as z from 'zod/mini';

/**
 * Static lookup lists of spec 000 §7.3 (decision 0012): they change with a release, not at run time, so they
 * live here where web, api and worker share them. Ids are stable and stored on properties and datalogs.
 */
export interface LookupItem {
  id: number;
  name: string;
}

const list = (...names: string[]): readonly LookupItem[] => names.map((name, i) => ({ id: i + 1, name }));

export const CABINET_TYPES = list(
  'Wall Mount 100',
  'Wall Mount 200',
  'Floor Standing 400',
  'Floor Standing 800',
  'Drawer Unit',
);
/** Matches Datalog.datalogType values (`touch`, `gen10`). */
export const DATALOG_TYPES: readonly (LookupItem & { code: string })[] = [
  { id: 1, name: 'Touch', code: 'touch' },
  { id: 2, name: 'Gen 10', code: 'gen10' },
];
export const PROPERTY_MANAGEMENT_SYSTEMS = list(
  'Yardi',
  'RealPage (OneSite)',
  'Entrata',
  'AppFolio',
  'MRI',
  'ResMan',
  'Buildium',
  'Rent Manager',
  'Other',
);
export const SERVER_PLATFORMS = list('Cloud hosted', 'Windows Server (on premises)', 'Standalone');
export const CANCELLATION_REASONS = list(
  'Property sold',
  'Switched provider',
  'Nonpayment',
  'Budget',
  'Property closed',
  'Other',
);

/** Billing methods: 1 sends invoices to the bill-to address; 2 and 5 send them to the billing e-mail. */
export const BILLING_METHODS = [
  { id: 1, name: 'Mail to bill-to address' },
  { id: 2, name: 'E-mail invoice' },
  { id: 3, name: 'Credit card on file' },
  { id: 4, name: 'ACH' },
  { id: 5, name: 'E-mail invoice with statement' },
] as const satisfies readonly LookupItem[];
export const BILL_TO_ADDRESS_METHOD = 1;
export const EMAIL_BILLING_METHODS: readonly number[] = [2, 5];

export const LOOKUPS = {
  'cabinet-types': CABINET_TYPES,
  'datalog-types': DATALOG_TYPES,
  'property-management-systems': PROPERTY_MANAGEMENT_SYSTEMS,
  'server-platforms': SERVER_PLATFORMS,
  'cancellation-reasons': CANCELLATION_REASONS,
  'billing-methods': BILLING_METHODS,
} as const;
export type LookupName = keyof typeof LOOKUPS;
export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];
export const LookupNameSchema = z.enum(LOOKUP_NAMES as [LookupName, ...LookupName[]]);

export const LookupItemSchema = z.object({ id: z.int(), name: z.string(), code: z.optional(z.string()) });

export const isLookupId = (name: LookupName, id: number): boolean => LOOKUPS[name].some((item) => item.id === id);
