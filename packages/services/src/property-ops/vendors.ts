import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import type { Vendor, VendorCreateSchema, VendorUpdateSchema } from '@kc/domain/property-ops';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { isUniqueViolation } from '../badges/badge-access.ts';

const SELECT = {
  id: true,
  propertyId: true,
  name: true,
  contactName: true,
  phoneNumber: true,
  email: true,
  active: true,
  version: true,
} as const satisfies Prisma.VendorSelect;
const NAME_TAKEN = 'A vendor with this name already exists at this property';
const nameTaken = () => new AppError('VALIDATION_FAILED', NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);

export const vendorsInScope = (scope: Scope, where: Prisma.VendorWhereInput): Prisma.VendorWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

export async function listVendors(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  includeInactive: boolean,
): Promise<Vendor[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.vendor.findMany({
    where: vendorsInScope(scope, includeInactive ? { propertyId } : { propertyId, active: true }),
    select: SELECT,
    orderBy: [{ active: 'desc' }, { name: 'asc' }],
  });
}

export async function createVendor(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof VendorCreateSchema>,
): Promise<Vendor> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const vendor = await tx.vendor.create({ data: { propertyId, ...input }, select: SELECT });
      await recordRevisions(tx, actor, [
        {
          entityType: 'Vendor',
          entityId: vendor.id,
          parentEntityType: 'Property',
          parentEntityId: propertyId,
          type: 'CREATE',
          newValue: vendor,
        },
      ]);
      return vendor;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** Edits a vendor; `active: false` deactivates it (vendors stay on the work orders that name them). */
export async function updateVendor(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  input: z.output<typeof VendorUpdateSchema>,
): Promise<Vendor> {
  const { actor, scope } = caller;
  const before = await ctx.db.prisma.vendor.findFirst({ where: vendorsInScope(scope, { id }), select: SELECT });
  if (!before) throw outOfScope('Vendor');
  const { version, ...data } = input;
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      const { count } = await tx.vendor.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
      });
      if (count === 0) throw staleVersion();
      await recordRevisions(
        tx,
        actor,
        fieldChanges(
          { entityType: 'Vendor', entityId: id, parentEntityType: 'Property', parentEntityId: before.propertyId },
          before,
          data,
        ),
      );
      return tx.vendor.findUniqueOrThrow({ where: { id }, select: SELECT });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}
