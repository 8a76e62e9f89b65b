import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import {
  RESTRICTION_NEEDS_BADGE,
  RESTRICTION_NEEDS_UNIT,
  type Restriction,
  type RestrictionChoices,
  type RestrictionCreateSchema,
  type RestrictionUpdateSchema,
} from '@kc/domain/badges';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';

const SELECT = {
  id: true,
  propertyId: true,
  name: true,
  version: true,
  badges: { select: { badge: { select: { id: true, badgeNumber: true, employeeName: true, active: true } } } },
  units: { select: { unit: { select: { id: true, name: true } } } },
} as const satisfies Prisma.BadgeRestrictionSelect;
type Row = Prisma.BadgeRestrictionGetPayload<{ select: typeof SELECT }>;

const toRestriction = (r: Row): Restriction => ({
  id: r.id,
  propertyId: r.propertyId,
  name: r.name,
  version: r.version,
  badges: r.badges.map((b) => b.badge).sort((a, b) => a.employeeName.localeCompare(b.employeeName)),
  units: r.units.map((u) => u.unit).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true })),
});

const inScope = (scope: Scope, where: Prisma.BadgeRestrictionWhereInput): Prisma.BadgeRestrictionWhereInput => ({
  AND: [{ property: propertiesInScope(scope, { deletedAt: null }) }, where],
});

export async function listRestrictions(ctx: ServiceContext, scope: Scope, propertyId: number): Promise<Restriction[]> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const rows = await ctx.db.prisma.badgeRestriction.findMany({
    where: inScope(scope, { propertyId }),
    select: SELECT,
    orderBy: { id: 'asc' },
  });
  return rows.map(toRestriction);
}

export async function restrictionChoices(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
): Promise<RestrictionChoices> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const [badges, units] = await Promise.all([
    ctx.db.prisma.badge.findMany({
      where: { propertyId, active: true },
      select: { id: true, badgeNumber: true, employeeName: true },
      orderBy: { employeeName: 'asc' },
    }),
    ctx.db.prisma.unit.findMany({ where: { propertyId }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
  ]);
  return { badges, units };
}

/** Spec 001 §5: at least one badge and one unit, and (ours) all of the restriction's own property; inactive badges cannot be added. */
async function assertMembers(
  tx: Prisma.TransactionClient,
  propertyId: number,
  badgeIds: number[],
  unitIds: number[],
  keep: Set<number>,
): Promise<void> {
  const [badges, units] = await Promise.all([
    tx.badge.findMany({ where: { id: { in: badgeIds }, propertyId }, select: { id: true, active: true } }),
    tx.unit.count({ where: { id: { in: unitIds }, propertyId } }),
  ]);
  const errors = [];
  const usable = badges.filter((b) => b.active || keep.has(b.id));
  if (usable.length !== new Set(badgeIds).size)
    errors.push({
      field: 'badgeIds',
      message: badgeIds.length ? 'Choose active badges of this property' : RESTRICTION_NEEDS_BADGE,
    });
  if (units !== new Set(unitIds).size)
    errors.push({
      field: 'unitIds',
      message: unitIds.length ? 'Choose units of this property' : RESTRICTION_NEEDS_UNIT,
    });
  if (errors.length) throw new AppError('VALIDATION_FAILED', 'The restriction is not valid', errors);
}

const snapshot = (badgeIds: number[], unitIds: number[], name: string | null) => ({
  name,
  badgeIds: [...new Set(badgeIds)].sort((a, b) => a - b),
  unitIds: [...new Set(unitIds)].sort((a, b) => a - b),
});

export async function createRestriction(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof RestrictionCreateSchema>,
): Promise<Restriction> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertMembers(tx, propertyId, input.badgeIds, input.unitIds, new Set());
    const s = snapshot(input.badgeIds, input.unitIds, input.name);
    const row = await tx.badgeRestriction.create({
      data: {
        propertyId,
        name: s.name,
        badges: { create: s.badgeIds.map((badgeId) => ({ badgeId })) },
        units: { create: s.unitIds.map((unitId) => ({ unitId })) },
      },
      select: SELECT,
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'BadgeRestriction',
        entityId: row.id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'CREATE',
        newValue: s,
      },
    ]);
    return toRestriction(row);
  });
}

async function loadInScope(ctx: ServiceContext, scope: Scope, id: number): Promise<Row> {
  const row = await ctx.db.prisma.badgeRestriction.findFirst({ where: inScope(scope, { id }), select: SELECT });
  if (!row) throw outOfScope('Restriction');
  return row;
}

export async function updateRestriction(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  input: z.output<typeof RestrictionUpdateSchema>,
): Promise<Restriction> {
  const { actor, scope } = caller;
  const before = await loadInScope(ctx, scope, id);
  return ctx.db.prisma.$transaction(async (tx) => {
    await assertMembers(
      tx,
      before.propertyId,
      input.badgeIds,
      input.unitIds,
      new Set(before.badges.map((b) => b.badge.id)),
    );
    const { count } = await tx.badgeRestriction.updateMany({
      where: { id, version: input.version },
      data: { name: input.name, version: { increment: 1 } },
    });
    if (count === 0) throw staleVersion();
    const s = snapshot(input.badgeIds, input.unitIds, input.name);
    await tx.badgeRestrictionBadge.deleteMany({ where: { restrictionId: id } });
    await tx.badgeRestrictionUnit.deleteMany({ where: { restrictionId: id } });
    await tx.badgeRestrictionBadge.createMany({ data: s.badgeIds.map((badgeId) => ({ restrictionId: id, badgeId })) });
    await tx.badgeRestrictionUnit.createMany({ data: s.unitIds.map((unitId) => ({ restrictionId: id, unitId })) });
    const old = snapshot(
      before.badges.map((b) => b.badge.id),
      before.units.map((u) => u.unit.id),
      before.name,
    );
    await recordRevisions(tx, actor, [
      {
        entityType: 'BadgeRestriction',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'UPDATE',
        oldValue: old,
        newValue: s,
      },
    ]);
    return toRestriction(await tx.badgeRestriction.findUniqueOrThrow({ where: { id }, select: SELECT }));
  });
}

export async function deleteRestriction(ctx: ServiceContext, { actor, scope }: ActorScope, id: number): Promise<void> {
  const before = await loadInScope(ctx, scope, id);
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.badgeRestriction.delete({ where: { id } });
    const old = snapshot(
      before.badges.map((b) => b.badge.id),
      before.units.map((u) => u.unit.id),
      before.name,
    );
    await recordRevisions(tx, actor, [
      {
        entityType: 'BadgeRestriction',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'DELETE',
        oldValue: old,
      },
    ]);
  });
}
