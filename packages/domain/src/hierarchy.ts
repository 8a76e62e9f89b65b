import * as z from 'zod/mini';
import { IsoDateTimeSchema } from './iso-dates.ts';
import { DbIdParamSchema, DbIdSchema } from './ids.ts';
import { AddressChoiceSchema, AddressOutSchema } from './addresses.ts';
import { HtInfoSchema } from './property-summary.ts';
import { PhoneSchema } from './staff-form.ts';

/** The four levels of a customer's hierarchy (spec 000 §3), also the `level` of notes and the staff form. */
export const ENTITY_LEVELS = ['corporation', 'division', 'region', 'property'] as const;
export type EntityLevel = (typeof ENTITY_LEVELS)[number];
export const EntityLevelSchema = z.enum(ENTITY_LEVELS);
/** A level's plural: the path segment of its API routes (`/api/corporations/...`) and its OpenAPI tag. */
export const LEVEL_PLURAL: Record<EntityLevel, string> = {
  corporation: 'corporations',
  division: 'divisions',
  region: 'regions',
  property: 'properties',
};

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else; reload and try again';
export const VersionSchema = DbIdSchema;

const name = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(150, 'At most 150 characters'));
const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    z.transform((v) => v || null),
  );
/** Empty or absent clears nothing: absent stays undefined (unchanged), '' and null clear. */
const optionalEmail = z.optional(
  z.pipe(
    z.nullable(z.union([z.email('Invalid e-mail address').check(z.maxLength(254)), z.literal('')])),
    z.transform((v) => v || null),
  ),
);
export const DomainSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, 'At most 253 characters'),
      z.regex(/^@?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Invalid domain'),
    ),
  z.transform((d) => d.replace(/^@/, '')),
);

/** Fields every level shares on its edit form. */
const contactFields = {
  name,
  legalEntityName: optionalText(150),
  phoneNumber: PhoneSchema,
  address: z.nullish(AddressChoiceSchema),
};

export const CorporationCreateSchema = z.object({
  ...contactFields,
  emailDomains: z._default(z.array(DomainSchema).check(z.maxLength(20)), []),
});
/** A division goes under a corporation, or above an existing region (which then moves under it): one of the two. */
export const DivisionCreateSchema = z
  .object({ ...contactFields, corporationId: z.optional(DbIdSchema), regionId: z.optional(DbIdSchema) })
  .check(
    z.refine((d) => (d.corporationId === undefined) !== (d.regionId === undefined), {
      message: 'Give either corporationId or regionId',
      path: ['corporationId'],
    }),
  );
export const RegionCreateSchema = z.object({ ...contactFields, divisionId: DbIdSchema });
export const PropertyCreateSchema = z.object({
  ...contactFields,
  regionId: DbIdSchema,
  propertyCode: optionalText(40),
  faxNumber: PhoneSchema,
  contactEmail: optionalEmail,
});

const update = <T extends z.core.$ZodShape>(shape: T) =>
  z.extend(z.partial(z.object(shape)), { version: VersionSchema });
export const CorporationUpdateSchema = update({
  ...contactFields,
  emailDomains: z.array(DomainSchema).check(z.maxLength(20)),
  disabled: z.boolean(),
});
export const DivisionUpdateSchema = update({ ...contactFields, disabled: z.boolean() });
export const RegionUpdateSchema = update({ ...contactFields, disabled: z.boolean() });
export const PropertyUpdateSchema = update({
  ...contactFields,
  disabled: z.boolean(),
  propertyCode: optionalText(40),
  faxNumber: PhoneSchema,
  contactEmail: optionalEmail,
});

export const HtInfoUpdateSchema = z.object({
  canceled: z.optional(z.boolean()),
  paymentDelinquent: z.optional(z.boolean()),
  customerUnitEntry: z.optional(z.boolean()),
  temporaryAccessDate: z.nullish(IsoDateTimeSchema),
  cancellationReasonId: z.nullish(DbIdSchema),
  version: VersionSchema,
});

export const AccountingUpdateSchema = z.partial(
  z.object({
    accountingCustomerNumber: optionalText(40),
    erpId: optionalText(40),
    billingMethodId: z.nullish(DbIdSchema),
    billingEmail: optionalEmail,
    billToAddress: z.nullish(AddressChoiceSchema),
    propertyManagementSystemId: z.nullish(DbIdSchema),
    serverPlatformId: z.nullish(DbIdSchema),
    warrantyDate: z.nullish(z.iso.date()),
    version: VersionSchema,
  }),
  { accountingCustomerNumber: true, erpId: true },
);

export const CustomerNumberUpdateSchema = z.object({
  accountingCustomerNumber: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(40)),
  version: VersionSchema,
});

export const ListQuerySchema = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  parentId: z.optional(DbIdParamSchema),
  includeDisabled: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});

export const RefSchema = z.object({ id: z.int(), name: z.string() });
export const PrimaryContactSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
});

export const EntitySchema = z.object({
  id: z.int(),
  level: EntityLevelSchema,
  name: z.string(),
  legalEntityName: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  address: z.nullable(AddressOutSchema),
  primaryContact: z.nullable(PrimaryContactSchema),
  corporation: z.nullable(RefSchema),
  division: z.nullable(RefSchema),
  region: z.nullable(RefSchema),
  emailDomains: z.optional(z.array(z.string())),
  disabled: z.boolean(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entity = z.infer<typeof EntitySchema>;

export const AccountingInfoSchema = z.object({
  accountingCustomerNumber: z.nullable(z.string()),
  erpId: z.nullable(z.string()),
  billingMethodId: z.nullable(z.int()),
  billingEmail: z.nullable(z.string()),
  billToAddress: z.nullable(AddressOutSchema),
  propertyManagementSystemId: z.nullable(z.int()),
  serverPlatformId: z.nullable(z.int()),
  warrantyDate: z.nullable(z.string()),
});
export const PropertySchema = z.extend(EntitySchema, {
  propertyCode: z.nullable(z.string()),
  faxNumber: z.nullable(z.string()),
  contactEmail: z.nullable(z.string()),
  htInfo: z.extend(HtInfoSchema, { cancellationReasonId: z.nullable(z.int()) }),
  accounting: AccountingInfoSchema,
});
export type PropertyDetail = z.infer<typeof PropertySchema>;

export const EntityListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  corporation: z.nullable(RefSchema),
  division: z.nullable(RefSchema),
  region: z.nullable(RefSchema),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  accountingCustomerNumber: z.optional(z.nullable(z.string())),
  disabled: z.boolean(),
});
export const EntityPageSchema = z.object({
  items: z.array(EntityListItemSchema),
  total: z.int(),
  page: z.int(),
  perPage: z.int(),
});

export const SimilarNameQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'At least 2 characters'), z.maxLength(150)),
  parentId: z.optional(DbIdParamSchema),
});
export const SimilarNameSchema = z.object({ id: z.int(), name: z.string(), similarity: z.number() });

export const StaffListQuerySchema = z.object({
  isDisabled: z.pipe(
    z.optional(z.enum(['true', 'false'])),
    z.transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
});
export const StaffListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  roleId: z.int(),
  accessRoleName: z.string(),
  commercialLevel: z.int(),
  disabled: z.boolean(),
  isPrimaryContact: z.boolean(),
});

/** Spec 000 §3 primary contact payload: the staff member, with the contact's name, e-mail and phone. */
export const PrimaryContactUpdateSchema = z.object({
  staff: z.nullable(z.object({ id: DbIdSchema })),
  version: VersionSchema,
});
export const ContactsSchema = z.object({
  primaryContact: z.nullable(PrimaryContactSchema),
  contacts: z.array(PrimaryContactSchema),
});

/** GET /api/search?query= (provider staff only: customers have no global search, spec 000 §6). */
export const SearchQuerySchema = z.object({
  query: z
    .string()
    .check(z.trim(), z.minLength(2, 'At least 2 characters'), z.maxLength(100, 'At most 100 characters')),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});
export const SearchHitSchema = z.object({
  id: z.int(),
  name: z.string(),
  detail: z.nullable(z.string()),
  link: z.string(),
  score: z.number(),
  /**
   * What matched, best first: the whole name, the start of the name or of a word in it, elsewhere in the name (or a
   * close spelling), or another field only (address, code, customer number, e-mail). Hits come in this order.
   */
  match: z.enum(['exact', 'prefix', 'name', 'other']),
});
export const SearchResultSchema = z.object({
  corporations: z.array(SearchHitSchema),
  divisions: z.array(SearchHitSchema),
  regions: z.array(SearchHitSchema),
  properties: z.array(SearchHitSchema),
  siteLogins: z.array(SearchHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;
