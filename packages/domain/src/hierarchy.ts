import { z } from 'zod';
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

const name = z.string().trim().min(1, 'Required').max(150, 'At most 150 characters');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
/** Empty or absent clears nothing: absent stays undefined (unchanged), '' and null clear. */
const optionalEmail = z
  .union([z.email('Invalid e-mail address').max(254), z.literal('')])
  .nullable()
  .transform((v) => v || null)
  .optional();
export const DomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'At most 253 characters') // a DNS name's limit, plus the optional leading '@'
  .regex(/^@?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Invalid domain')
  .transform((d) => d.replace(/^@/, ''));

/** Fields every level shares on its edit form. */
const contactFields = {
  name,
  legalEntityName: optionalText(150),
  phoneNumber: PhoneSchema,
  address: AddressChoiceSchema.nullish(),
};

export const CorporationCreateSchema = z.object({
  ...contactFields,
  emailDomains: z.array(DomainSchema).max(20).default([]),
});
/** A division goes under a corporation, or above an existing region (which then moves under it): one of the two. */
export const DivisionCreateSchema = z
  .object({ ...contactFields, corporationId: DbIdSchema.optional(), regionId: DbIdSchema.optional() })
  .refine((d) => (d.corporationId === undefined) !== (d.regionId === undefined), {
    message: 'Give either corporationId or regionId',
    path: ['corporationId'],
  });
export const RegionCreateSchema = z.object({ ...contactFields, divisionId: DbIdSchema });
export const PropertyCreateSchema = z.object({
  ...contactFields,
  regionId: DbIdSchema,
  propertyCode: optionalText(40),
  faxNumber: PhoneSchema,
  contactEmail: optionalEmail,
});

const update = <T extends z.ZodRawShape>(shape: T) => z.object(shape).partial().extend({ version: VersionSchema });
export const CorporationUpdateSchema = update({
  ...contactFields,
  emailDomains: z.array(DomainSchema).max(20),
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
  canceled: z.boolean().optional(),
  paymentDelinquent: z.boolean().optional(),
  customerUnitEntry: z.boolean().optional(),
  temporaryAccessDate: IsoDateTimeSchema.nullish(),
  cancellationReasonId: DbIdSchema.nullish(),
  version: VersionSchema,
});

export const AccountingUpdateSchema = z
  .object({
    accountingCustomerNumber: optionalText(40),
    erpId: optionalText(40),
    billingMethodId: DbIdSchema.nullish(),
    billingEmail: optionalEmail,
    billToAddress: AddressChoiceSchema.nullish(),
    propertyManagementSystemId: DbIdSchema.nullish(),
    serverPlatformId: DbIdSchema.nullish(),
    warrantyDate: z.iso.date().nullish(),
    version: VersionSchema,
  })
  .partial({ accountingCustomerNumber: true, erpId: true });

export const CustomerNumberUpdateSchema = z.object({
  accountingCustomerNumber: z.string().trim().min(1, 'Required').max(40),
  version: VersionSchema,
});

export const ListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  parentId: DbIdParamSchema.optional(),
  includeDisabled: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const RefSchema = z.object({ id: z.number().int(), name: z.string() });
export const PrimaryContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

export const EntitySchema = z.object({
  id: z.number().int(),
  level: EntityLevelSchema,
  name: z.string(),
  legalEntityName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: AddressOutSchema.nullable(),
  primaryContact: PrimaryContactSchema.nullable(),
  corporation: RefSchema.nullable(),
  division: RefSchema.nullable(),
  region: RefSchema.nullable(),
  emailDomains: z.array(z.string()).optional(),
  disabled: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Entity = z.infer<typeof EntitySchema>;

export const AccountingInfoSchema = z.object({
  accountingCustomerNumber: z.string().nullable(),
  erpId: z.string().nullable(),
  billingMethodId: z.number().int().nullable(),
  billingEmail: z.string().nullable(),
  billToAddress: AddressOutSchema.nullable(),
  propertyManagementSystemId: z.number().int().nullable(),
  serverPlatformId: z.number().int().nullable(),
  warrantyDate: z.string().nullable(),
});
export const PropertySchema = EntitySchema.extend({
  propertyCode: z.string().nullable(),
  faxNumber: z.string().nullable(),
  contactEmail: z.string().nullable(),
  htInfo: HtInfoSchema.extend({ cancellationReasonId: z.number().int().nullable() }),
  accounting: AccountingInfoSchema,
});
export type PropertyDetail = z.infer<typeof PropertySchema>;

export const EntityListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  corporation: RefSchema.nullable(),
  division: RefSchema.nullable(),
  region: RefSchema.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  accountingCustomerNumber: z.string().nullable().optional(),
  disabled: z.boolean(),
});
export const EntityPageSchema = z.object({
  items: z.array(EntityListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const SimilarNameQuerySchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(150),
  parentId: DbIdParamSchema.optional(),
});
export const SimilarNameSchema = z.object({ id: z.number().int(), name: z.string(), similarity: z.number() });

export const StaffListQuerySchema = z.object({
  isDisabled: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export const StaffListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  roleId: z.number().int(),
  accessRoleName: z.string(),
  commercialLevel: z.number().int(),
  disabled: z.boolean(),
  isPrimaryContact: z.boolean(),
});

/** Spec 000 §3 primary contact payload: the staff member, with the contact's name, e-mail and phone. */
export const PrimaryContactUpdateSchema = z.object({
  staff: z.object({ id: DbIdSchema }).nullable(),
  version: VersionSchema,
});
export const ContactsSchema = z.object({
  primaryContact: PrimaryContactSchema.nullable(),
  contacts: z.array(PrimaryContactSchema),
});

/** GET /api/search?query= (provider staff only: customers have no global search, spec 000 §6). */
export const SearchQuerySchema = z.object({
  query: z.string().trim().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const SearchHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  detail: z.string().nullable(),
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
