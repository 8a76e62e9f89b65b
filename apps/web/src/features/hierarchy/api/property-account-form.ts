import { schemaResolver } from '@mantine/form';
import {
  AccountingUpdateSchema,
  CustomerNumberUpdateSchema,
  HtInfoUpdateSchema,
  type PropertyDetail,
} from '@kc/domain/hierarchy';
import { buildBody, validateAddress, type EntityFormValues } from './entity-form.ts';

/**
 * The property account's edit dialogs (spec 000 §2.2, §7.3): their form values, the request bodies built from them,
 * and the domain's update schemas checked over those bodies (the same rules and words as the API).
 */

const toId = (value: string | null) => (value ? Number(value) : null);
const idValue = (id: number | null) => (id ? String(id) : null);
/** `<input type="date">` value (YYYY-MM-DD) of an ISO date or date-time, in UTC like the server stores it. */
const dateValue = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** Errors of a body by a domain schema, keyed by the body's paths (the dialogs name their fields the same). */
const schemaErrors = (schema: Parameters<typeof schemaResolver>[0], body: Record<string, unknown>) =>
  schemaResolver(schema, { sync: true })(body) as Record<string, string>;

export interface FlagsValues {
  canceled: boolean;
  cancellationReasonId: string | null;
  paymentDelinquent: boolean;
  customerUnitEntry: boolean;
  temporaryAccessDate: string;
}

export function flagsInitialValues(ht: PropertyDetail['htInfo']): FlagsValues {
  return {
    canceled: ht.canceled,
    cancellationReasonId: idValue(ht.cancellationReasonId),
    paymentDelinquent: ht.paymentDelinquent,
    customerUnitEntry: ht.customerUnitEntry,
    temporaryAccessDate: dateValue(ht.temporaryAccessDate),
  };
}

/** PUT ht-info: a reason only while canceled; the temporary access date as the start of its day in UTC. */
export function flagsBody(values: FlagsValues, version: number): Record<string, unknown> {
  return {
    canceled: values.canceled,
    cancellationReasonId: values.canceled ? toId(values.cancellationReasonId) : null,
    paymentDelinquent: values.paymentDelinquent,
    customerUnitEntry: values.customerUnitEntry,
    temporaryAccessDate: values.temporaryAccessDate ? `${values.temporaryAccessDate}T00:00:00.000Z` : null,
    version,
  };
}

export const validateFlags = (values: FlagsValues, version: number) =>
  schemaErrors(HtInfoUpdateSchema, flagsBody(values, version));

export interface AccountingValues {
  billingMethodId: string | null;
  billingEmail: string;
  propertyManagementSystemId: string | null;
  serverPlatformId: string | null;
  warrantyDate: string;
  hasBillTo: boolean;
}

export function accountingInitialValues(a: PropertyDetail['accounting']): AccountingValues {
  return {
    billingMethodId: idValue(a.billingMethodId),
    billingEmail: a.billingEmail ?? '',
    propertyManagementSystemId: idValue(a.propertyManagementSystemId),
    serverPlatformId: idValue(a.serverPlatformId),
    warrantyDate: dateValue(a.warrantyDate),
    hasBillTo: a.billToAddress !== null,
  };
}

/**
 * PUT ht-info/accounting. The bill-to address has the entity form's address rules and copy choice: `null` when the
 * box is cleared, left out when unchanged (`original` is the loaded address's form values, if there was one).
 */
export function accountingBody(
  values: AccountingValues,
  address: { values: EntityFormValues; original?: EntityFormValues },
  version: number,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    billingMethodId: toId(values.billingMethodId),
    billingEmail: values.billingEmail.trim(),
    propertyManagementSystemId: toId(values.propertyManagementSystemId),
    serverPlatformId: toId(values.serverPlatformId),
    warrantyDate: values.warrantyDate || null,
    version,
  };
  if (!values.hasBillTo) body.billToAddress = null;
  else {
    const built = buildBody('property', address.values, { version: 0, original: address.original });
    if (built.address !== undefined) body.billToAddress = built.address;
  }
  return body;
}

/**
 * The accounting body's errors by the domain schema: the dialog's own fields by name, and the bill-to address's on
 * the address block's fields (`address.city`), like the entity form.
 */
export function validateAccounting(body: Record<string, unknown>): {
  fields: Record<string, string>;
  address: Record<string, string>;
} {
  const { billToAddress, ...rest } = body;
  return {
    fields: schemaErrors(AccountingUpdateSchema, rest),
    address: billToAddress ? validateAddress(billToAddress) : {},
  };
}

export const customerNumberBody = (accountingCustomerNumber: string, version: number) => ({
  accountingCustomerNumber: accountingCustomerNumber.trim(),
  version,
});

export const validateCustomerNumber = (accountingCustomerNumber: string, version: number) =>
  schemaErrors(CustomerNumberUpdateSchema, customerNumberBody(accountingCustomerNumber, version));

/** The server's field errors by the dialog field that shows them (`billToAddress.city` on the bill-to box). */
export const serverFieldErrors = (fieldErrors: readonly { field: string; message: string }[]) =>
  Object.fromEntries(fieldErrors.map((f) => [f.field.split('.')[0]!, f.message]));
