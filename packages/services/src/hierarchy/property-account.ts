import type { z } from 'zod';
import type { ActorScope } from '../access/caller.ts';
import type { AccountingUpdateSchema, HtInfoUpdateSchema, PropertyDetail } from '@kc/domain/hierarchy';
import { AppError, type FieldError } from '@kc/domain/errors';
import { BILL_TO_ADDRESS_METHOD, EMAIL_BILLING_METHODS, isLookupId, type LookupName } from '@kc/domain/lookups';
import type { ServiceContext } from '../context.ts';
import { fieldChanges, recordRevisions, type Actor } from '../audit/record-revision.ts';
import { getProperty } from './get-entity.ts';
import { saveAddress } from './save-address.ts';
import { staleVersion, versionedUpdate } from './versioned-update.ts';

const invalid = (fieldErrors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', fieldErrors);

function lookupErrors(body: Record<string, unknown>, fields: [string, LookupName][]): FieldError[] {
  return fields.flatMap(([field, name]) => {
    const v = body[field];
    return typeof v === 'number' && !isLookupId(name, v) ? [{ field, message: 'Unknown value' }] : [];
  });
}

/** Writes a property's columns with the version check and one audit revision per changed field. */
async function writeProperty(
  ctx: ServiceContext,
  actor: Actor,
  before: PropertyDetail,
  version: number,
  data: Record<string, unknown>,
  snapshot: Record<string, unknown>,
) {
  await ctx.db.prisma.$transaction(async (tx) => {
    await versionedUpdate(tx, 'property', before.id, version, data);
    await recordRevisions(tx, actor, fieldChanges({ entityType: 'Property', entityId: before.id }, snapshot, data));
  });
}

/** Account flags (htInfo): canceled with its reason, payment delinquent, customer unit entry, temporary access date. */
export async function updateHtInfo(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  body: z.infer<typeof HtInfoUpdateSchema>,
): Promise<PropertyDetail> {
  const { actor, scope } = caller;
  const before = await getProperty(ctx, scope, id);
  if (before.version !== body.version) throw staleVersion();
  const errors = lookupErrors(body, [['cancellationReasonId', 'cancellation-reasons']]);
  if (errors.length) throw invalid(errors);
  const { version, temporaryAccessDate, ...flags } = body;
  // The cancellation report's date (decision 0056): set when the property becomes canceled, cleared when it is not.
  const canceledAt =
    flags.canceled === true && !before.htInfo.canceled
      ? { canceledAt: new Date() }
      : flags.canceled === false
        ? { canceledAt: null }
        : {};
  const data = {
    ...flags,
    ...canceledAt,
    ...(temporaryAccessDate === undefined
      ? {}
      : { temporaryAccessDate: temporaryAccessDate === null ? null : new Date(temporaryAccessDate) }),
  };
  await writeProperty(ctx, actor, before, version, data, {
    ...before.htInfo,
    temporaryAccessDate: before.htInfo.temporaryAccessDate ? new Date(before.htInfo.temporaryAccessDate) : null,
  });
  return getProperty(ctx, scope, id);
}

/** Spec 000 §7.3: "remove a property's temporary access date". Idempotent; no version needed. */
export async function removeTemporaryAccessDate(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
): Promise<PropertyDetail> {
  const { actor, scope } = caller;
  const before = await getProperty(ctx, scope, id);
  if (before.htInfo.temporaryAccessDate !== null) {
    await writeProperty(
      ctx,
      actor,
      before,
      before.version,
      { temporaryAccessDate: null },
      { temporaryAccessDate: before.htInfo.temporaryAccessDate },
    );
  }
  return getProperty(ctx, scope, id);
}

/**
 * Accounting info: customer number, ERP id, billing (method 1 needs a bill-to address, 2 and 5 a billing e-mail),
 * management system and server platform. Customer numbers and ERP ids are unique across customers.
 */
export async function updateAccountingInfo(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  body: z.infer<typeof AccountingUpdateSchema>,
): Promise<PropertyDetail> {
  const { actor, scope } = caller;
  const before = await getProperty(ctx, scope, id);
  if (before.version !== body.version) throw staleVersion();
  const { version, billToAddress, warrantyDate, ...fields } = body;
  const errors = lookupErrors(fields, [
    ['billingMethodId', 'billing-methods'],
    ['propertyManagementSystemId', 'property-management-systems'],
    ['serverPlatformId', 'server-platforms'],
  ]);
  const method = fields.billingMethodId === undefined ? before.accounting.billingMethodId : fields.billingMethodId;
  const email = fields.billingEmail === undefined ? before.accounting.billingEmail : fields.billingEmail;
  const hasAddress = billToAddress === undefined ? before.accounting.billToAddress !== null : billToAddress !== null;
  if (method === BILL_TO_ADDRESS_METHOD && !hasAddress)
    errors.push({ field: 'billToAddress', message: 'Required for this billing method' });
  if (method !== null && EMAIL_BILLING_METHODS.includes(method) && !email)
    errors.push({ field: 'billingEmail', message: 'Required for this billing method' });
  for (const key of ['accountingCustomerNumber', 'erpId'] as const) {
    const value = fields[key];
    if (value && (await ctx.db.prisma.property.count({ where: { [key]: value, id: { not: id } } })))
      errors.push({ field: key, message: 'Already used by another property' });
  }
  if (errors.length) throw invalid(errors);
  await ctx.db.prisma.$transaction(async (tx) => {
    const addressId = await saveAddress(tx, billToAddress, before.corporation!.id, 'billToAddress');
    const data: Record<string, unknown> = {
      ...fields,
      ...(warrantyDate === undefined ? {} : { warrantyDate: warrantyDate === null ? null : new Date(warrantyDate) }),
      ...(addressId === undefined ? {} : { billToAddressId: addressId }),
    };
    await versionedUpdate(tx, 'property', id, version, data);
    await recordRevisions(tx, actor, [
      ...fieldChanges({ entityType: 'Property', entityId: id }, before.accounting as Record<string, unknown>, {
        ...fields,
        ...(warrantyDate === undefined ? {} : { warrantyDate }),
      }),
      ...(addressId === undefined
        ? []
        : [
            {
              entityType: 'Property',
              entityId: id,
              type: 'UPDATE' as const,
              path: 'billToAddress',
              oldValue: before.accounting.billToAddress,
              newValue: billToAddress,
            },
          ]),
    ]);
  });
  return getProperty(ctx, scope, id);
}
