import { AppError } from '@kc/domain/errors';
import {
  RESIDENT_EMAIL_TAKEN,
  type Resident,
  type ResidentCreateSchema,
  type ResidentUpdateSchema,
} from '@kc/domain/notifications/residents';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ActorScope } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { isUniqueViolation } from '../badges/badge-access.ts';

const SELECT = {
  id: true,
  propertyId: true,
  unitId: true,
  name: true,
  email: true,
  version: true,
  unit: { select: { name: true } },
} as const satisfies Prisma.ResidentSelect;
type Row = Prisma.ResidentGetPayload<{ select: typeof SELECT }>;

const emailTaken = () =>
  new AppError('VALIDATION_FAILED', RESIDENT_EMAIL_TAKEN, [{ field: 'email', message: RESIDENT_EMAIL_TAKEN }]);
const unitNotHere = () =>
  new AppError('VALIDATION_FAILED', 'Choose a unit of this property', [
    { field: 'unitId', message: 'Choose a unit of this property' },
  ]);

const residentsInScope = (scope: Scope, where: Prisma.ResidentWhereInput): Prisma.ResidentWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

/** Which of these residents stopped their e-mails through an opt-out link (one query for the list). */
async function optedOut(ctx: ServiceContext, rows: Row[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const found = await ctx.db.prisma.emailSuppression.findMany({
    where: { kind: 'resident', propertyId: { in: [...new Set(rows.map((r) => r.propertyId))] } },
    select: { email: true, propertyId: true },
  });
  return new Set(found.map((s) => `${s.propertyId}|${s.email}`));
}

const toResident = (r: Row, suppressed: Set<string>): Resident => ({
  id: r.id,
  propertyId: r.propertyId,
  unitId: r.unitId,
  unitName: r.unit.name,
  name: r.name,
  email: r.email,
  optedOut: suppressed.has(`${r.propertyId}|${r.email}`),
  version: r.version,
});

export async function listResidents(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<Resident[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.resident.findMany({
    where: residentsInScope(scope, { propertyId }),
    select: SELECT,
    orderBy: [{ unit: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
  });
  const suppressed = await optedOut(ctx, rows);
  return rows.map((r) => toResident(r, suppressed));
}

async function assertUnitOfProperty(tx: Prisma.TransactionClient, propertyId: number, unitId: number) {
  const unit = await tx.unit.findFirst({ where: { id: unitId, propertyId }, select: { id: true } });
  if (!unit) throw unitNotHere();
}

async function one(ctx: ServiceContext, tx: Prisma.TransactionClient, id: number): Promise<Resident> {
  const row = await tx.resident.findUniqueOrThrow({ where: { id }, select: SELECT });
  return toResident(row, await optedOut(ctx, [row]));
}

export async function createResident(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof ResidentCreateSchema>,
): Promise<Resident> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      await assertUnitOfProperty(tx, propertyId, input.unitId);
      const { id } = await tx.resident.create({ data: { propertyId, ...input }, select: { id: true } });
      await recordRevisions(tx, actor, [
        {
          entityType: 'Resident',
          entityId: id,
          parentEntityType: 'Property',
          parentEntityId: propertyId,
          type: 'CREATE',
          newValue: input,
        },
      ]);
      return one(ctx, tx, id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

export async function updateResident(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  input: z.output<typeof ResidentUpdateSchema>,
): Promise<Resident> {
  const { actor, scope } = caller;
  const before = await ctx.db.prisma.resident.findFirst({
    where: residentsInScope(scope, { id }),
    select: { propertyId: true, unitId: true, name: true, email: true },
  });
  if (!before) throw outOfScope('Resident');
  const { version, ...data } = input;
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      await assertUnitOfProperty(tx, before.propertyId, data.unitId);
      const { count } = await tx.resident.updateMany({
        where: { id, version },
        data: { ...data, version: { increment: 1 } },
      });
      if (count === 0) throw staleVersion();
      const base = {
        entityType: 'Resident',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
      };
      await recordRevisions(tx, actor, fieldChanges(base, before, data));
      return one(ctx, tx, id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

export async function deleteResident(ctx: ServiceContext, caller: ActorScope, id: number): Promise<void> {
  const { actor, scope } = caller;
  const before = await ctx.db.prisma.resident.findFirst({
    where: residentsInScope(scope, { id }),
    select: { propertyId: true, unitId: true, name: true, email: true },
  });
  if (!before) throw outOfScope('Resident');
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.resident.delete({ where: { id } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Resident',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'DELETE',
        oldValue: before,
      },
    ]);
  });
}
