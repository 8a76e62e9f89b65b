import * as z from 'zod/mini';
import { DbIdSchema } from './ids.ts';

export const COUNTRIES = ['United States', 'Canada', 'Puerto Rico'] as const;
export type Country = (typeof COUNTRIES)[number];

export interface Subdivision {
  code: string;
  name: string;
}

/** The 50 states and the District of Columbia, by USPS code. */
export const US_STATES: readonly Subdivision[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));

export const CANADIAN_PROVINCES: readonly Subdivision[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
].map(([code, name]) => ({ code: code!, name: name! }));

/** Puerto Rico has no subdivision list: its "state" is PR. */
export const PUERTO_RICO: readonly Subdivision[] = [{ code: 'PR', name: 'Puerto Rico' }];

export const SUBDIVISIONS_BY_COUNTRY: Record<Country, readonly Subdivision[]> = {
  'United States': US_STATES,
  Canada: CANADIAN_PROVINCES,
  'Puerto Rico': PUERTO_RICO,
};

const ZIP_BY_COUNTRY: Record<Country, RegExp> = {
  'United States': /^\d{5}(-\d{4})?$/,
  'Puerto Rico': /^\d{5}(-\d{4})?$/,
  Canada: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
};

const line = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/**
 * The address block (spec 000 §2.6, §5): either an existing address to copy (`copyFromAddressId`) or line 1,
 * city, state, zip and country. The state must be a code of the country's list.
 */
export const AddressInputSchema = z
  .object({
    addressLine1: line(120),
    addressLine2: z.pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(120, 'At most 120 characters'))),
      z.transform((v) => v || null),
    ),
    city: line(80),
    state: z
      .string()
      .check(z.trim(), z.toUpperCase(), z.minLength(2, 'Required'), z.maxLength(2, 'Use the two-letter code')),
    zip: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(10, 'At most 10 characters')),
    country: z._default(z.enum(COUNTRIES), 'United States'),
  })
  .check(
    z.superRefine((a, ctx) => {
      if (!SUBDIVISIONS_BY_COUNTRY[a.country].some((s) => s.code === a.state)) {
        ctx.addIssue({
          code: 'custom',
          path: ['state'],
          message: a.country === 'Canada' ? 'Not a Canadian province code' : 'Not a state code',
        });
      }
      if (!ZIP_BY_COUNTRY[a.country].test(a.zip))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: 'Invalid zip or postal code' });
    }),
  );

/** An address field of a form: a new address, or the id of an existing one to copy (spec: "copy an existing address"). */
export const AddressChoiceSchema = z.union([z.strictObject({ copyFromAddressId: DbIdSchema }), AddressInputSchema]);
export type AddressChoice = z.infer<typeof AddressChoiceSchema>;

export const AddressOutSchema = z.object({
  id: z.int(),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type AddressOut = z.infer<typeof AddressOutSchema>;

export const SubdivisionSchema = z.object({ code: z.string(), name: z.string() });
export const AddressOptionsSchema = z.object({
  countries: z.array(z.string()),
  subdivisions: z.record(z.string(), z.array(SubdivisionSchema)),
});
