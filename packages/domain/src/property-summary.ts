import * as z from 'zod/mini';
import { AddressOutSchema } from './addresses.ts';

/** Account flags of a property (spec 000 §3 htInfo). */
export const HtInfoSchema = z.object({
  canceled: z.boolean(),
  paymentDelinquent: z.boolean(),
  temporaryAccessDate: z.nullable(z.string()),
  customerUnitEntry: z.boolean(),
});
export type HtInfo = z.infer<typeof HtInfoSchema>;

/** A property's physical address as the shell shows it (the stored address without its id). */
export const AddressSchema = z.omit(AddressOutSchema, { id: true });

/** What the shell shows of the selected property: header customer number, sidebar card, navigation rules. */
export const PropertySummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  erpId: z.nullable(z.string()),
  accountingCustomerNumber: z.nullable(z.string()),
  regionName: z.string(),
  physicalAddress: z.nullable(AddressSchema),
  phoneNumber: z.nullable(z.string()),
  formattedPhoneNumber: z.nullable(z.string()),
  htInfo: HtInfoSchema,
});
export type PropertySummary = z.infer<typeof PropertySummarySchema>;

export const MyPropertySchema = z.object({
  id: z.int(),
  name: z.string(),
  regionId: z.int(),
  regionName: z.string(),
  accountingCustomerNumber: z.nullable(z.string()),
  htInfo: HtInfoSchema,
});
export type MyProperty = z.infer<typeof MyPropertySchema>;

export const NamedEntitySchema = z.object({ id: z.int(), name: z.string() });
export type NamedEntity = z.infer<typeof NamedEntitySchema>;

/** (555) 123-4567 for ten digits (optionally after a leading 1); anything else as stored. */
export function formatPhoneNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return ten.length === 10 ? `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}` : raw;
}
