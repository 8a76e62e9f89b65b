import type * as z from 'zod/mini';
import { AddressChoiceSchema, type AddressOut } from '@kc/domain/addresses';
import {
  CorporationCreateSchema,
  CorporationUpdateSchema,
  DivisionCreateSchema,
  DivisionUpdateSchema,
  PropertyCreateSchema,
  PropertyUpdateSchema,
  RegionCreateSchema,
  RegionUpdateSchema,
  type EntityLevel,
} from '@kc/domain/hierarchy';
import { addressValues, type AddressValues } from '#web/lib/address-values.ts';

export interface EntityFormValues {
  name: string;
  legalEntityName: string;
  phoneNumber: string;
  emailDomains: string[];
  propertyCode: string;
  faxNumber: string;
  contactEmail: string;
  /** '' for a new address typed in, else the id of an existing address to copy. */
  copyFromAddressId: string;
  address: AddressValues;
}

export interface EntityLike {
  name: string;
  legalEntityName: string | null;
  phoneNumber: string | null;
  address: AddressOut | null;
  emailDomains?: string[];
  propertyCode?: string | null;
  faxNumber?: string | null;
  contactEmail?: string | null;
}

export function initialValues(entity?: EntityLike): EntityFormValues {
  return {
    name: entity?.name ?? '',
    legalEntityName: entity?.legalEntityName ?? '',
    phoneNumber: entity?.phoneNumber ?? '',
    emailDomains: entity?.emailDomains ?? [],
    propertyCode: entity?.propertyCode ?? '',
    faxNumber: entity?.faxNumber ?? '',
    contactEmail: entity?.contactEmail ?? '',
    copyFromAddressId: '',
    address: addressValues(entity?.address),
  };
}

const sameAddress = (x: AddressValues, y: AddressValues) =>
  (Object.keys(x) as (keyof AddressValues)[]).every((k) => x[k].trim() === y[k].trim());

/**
 * The request body of the level's create or update call. On an edit an unchanged address is left out, so the
 * server keeps the row it has instead of writing a copy.
 */
export function buildBody(
  level: EntityLevel,
  values: EntityFormValues,
  options: { parentId?: number; version?: number; original?: EntityFormValues },
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    legalEntityName: values.legalEntityName,
    phoneNumber: values.phoneNumber,
  };
  if (values.copyFromAddressId) body.address = { copyFromAddressId: Number(values.copyFromAddressId) };
  else if (!options.original || !sameAddress(values.address, options.original.address))
    body.address = { ...values.address };
  if (level === 'corporation') body.emailDomains = values.emailDomains;
  if (level === 'property') {
    body.propertyCode = values.propertyCode;
    body.faxNumber = values.faxNumber;
    body.contactEmail = values.contactEmail;
  }
  if (options.version !== undefined) body.version = options.version;
  else if (level === 'division') body.corporationId = options.parentId;
  else if (level === 'region') body.divisionId = options.parentId;
  else if (level === 'property') body.regionId = options.parentId;
  return body;
}

const SCHEMAS: Record<EntityLevel, { create: z.ZodMiniType; update: z.ZodMiniType }> = {
  corporation: { create: CorporationCreateSchema, update: CorporationUpdateSchema },
  division: { create: DivisionCreateSchema, update: DivisionUpdateSchema },
  region: { create: RegionCreateSchema, update: RegionUpdateSchema },
  property: { create: PropertyCreateSchema, update: PropertyUpdateSchema },
};

/** Maps a server or schema path (`address.city`, `emailDomains.2`) to the form field that shows it. */
export function formField(path: string): string {
  if (path.startsWith('emailDomains')) return 'emailDomains';
  if (path.startsWith('address.copyFromAddressId')) return 'copyFromAddressId';
  return path;
}

type Issue = z.core.$ZodIssue;

/** Puts an issue's message on its form field (first message per field), `prefix` being where the parsed value sits. */
function placeIssue(errors: Record<string, string>, issue: Issue, prefix: PropertyKey[] = []): void {
  const path = [...prefix, ...issue.path].join('.');
  // A union miss on the address reports against both branches; the typed-in branch is the one the person sees.
  if (path === 'address' && issue.code === 'invalid_union') {
    const inner = (issue as { errors?: { path: PropertyKey[]; message: string }[][] }).errors?.[1] ?? [];
    for (const sub of inner) errors[`address.${sub.path.join('.')}`] ??= sub.message;
    return;
  }
  errors[formField(path)] ??= issue.message;
}

/** Field errors by the domain's own schema (the same rules the API applies), keyed by form field. */
export function validateEntity(
  level: EntityLevel,
  body: Record<string, unknown>,
  editing: boolean,
): Record<string, string> {
  const schema = editing ? SCHEMAS[level].update : SCHEMAS[level].create;
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (path === 'corporationId' || path === 'divisionId' || path === 'regionId' || path === 'version') continue;
    placeIssue(errors, issue);
  }
  return errors;
}

/**
 * Field errors of an address block's value (an address typed in, or one to copy) by the domain's address rules,
 * keyed by the block's fields (`address.city`, `copyFromAddressId`), for forms whose address sits under another name.
 */
export function validateAddress(address: unknown): Record<string, string> {
  const result = AddressChoiceSchema.safeParse(address);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) placeIssue(errors, issue, ['address']);
  return errors;
}
