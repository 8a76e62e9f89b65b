import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import type { Badge, BadgeCreateSchema, BadgeUpdateSchema } from '@kc/domain/badges';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope } from '../access/scope.ts';
import { fieldChanges, recordRevisions } from '../audit/record-revision.ts';
import { staleVersion } from '../hierarchy/versioned-update.ts';
import { BADGE_SELECT, dateOnlyIn, dateOnlyOut, isUniqueViolation, loadBadgeInScope, toBadge } from './badge-access.ts';

const IN_USE = 'Badge number already in use at this property';
const INACTIVE_HOLDER = 'This badge number belongs to an inactive badge; reactivate that badge instead';

/** Badge numbers are unique per property among all its badges, so an inactive badge keeps its number (decision 0018). */
async function assertNumberFree(
  tx: Prisma.TransactionClient,
  propertyId: number,
  badgeNumber: string,
  exceptId?: number,
): Promise<void> {
  const holder = await tx.badge.findFirst({
    where: { propertyId, badgeNumber, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { active: true },
  });
  if (holder)
    throw new AppError('VALIDATION_FAILED', IN_USE, [
      { field: 'badgeNumber', message: holder.active ? IN_USE : INACTIVE_HOLDER },
    ]);
}

const numberTaken = () => new AppError('VALIDATION_FAILED', IN_USE, [{ field: 'badgeNumber', message: IN_USE }]);

export async function createBadge(
  ctx: ServiceContext,
  caller: ActorScope,
  propertyId: number,
  input: z.output<typeof BadgeCreateSchema>,
): Promise<Badge> {
  const { actor, scope } = caller;
  await assertPropertyInScope(ctx.db, scope, propertyId);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      await assertNumberFree(tx, propertyId, input.badgeNumber);
      const badge = await tx.badge.create({
        data: {
          propertyId,
          badgeNumber: input.badgeNumber,
          employeeName: input.employeeName,
          fingerprint: input.fingerprint,
          startDate: dateOnlyIn(input.startDate),
        },
        select: BADGE_SELECT,
      });
      await recordRevisions(tx, actor, [
        {
          entityType: 'Badge',
          entityId: badge.id,
          parentEntityType: 'Property',
          parentEntityId: propertyId,
          type: 'CREATE',
          newValue: toBadge(badge),
        },
      ]);
      return toBadge(badge);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw numberTaken();
    throw e;
  }
}

export async function updateBadge(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  input: z.output<typeof BadgeUpdateSchema>,
): Promise<Badge> {
  const { actor, scope } = caller;
  const before = await loadBadgeInScope(ctx.db, scope, id);
  try {
    return await ctx.db.prisma.$transaction(async (tx) => {
      if (input.badgeNumber !== before.badgeNumber)
        await assertNumberFree(tx, before.propertyId, input.badgeNumber, id);
      const data = {
        badgeNumber: input.badgeNumber,
        employeeName: input.employeeName,
        fingerprint: input.fingerprint,
        startDate: dateOnlyIn(input.startDate),
      };
      const { count } = await tx.badge.updateMany({
        where: { id, version: input.version },
        data: { ...data, version: { increment: 1 } },
      });
      if (count === 0) throw staleVersion();
      await recordRevisions(
        tx,
        actor,
        fieldChanges(
          { entityType: 'Badge', entityId: id, parentEntityType: 'Property', parentEntityId: before.propertyId },
          { ...before, startDate: dateOnlyOut(before.startDate) },
          { ...data, startDate: input.startDate },
        ),
      );
      return toBadge(await tx.badge.findUniqueOrThrow({ where: { id }, select: BADGE_SELECT }));
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw numberTaken();
    throw e;
  }
}

/** Deactivates or reactivates; badges are never deleted (spec 000 §6). */
export async function setBadgeActive(
  ctx: ServiceContext,
  caller: ActorScope,
  id: number,
  active: boolean,
): Promise<Badge> {
  const { actor, scope } = caller;
  const before = await loadBadgeInScope(ctx.db, scope, id);
  if (before.active === active)
    throw new AppError('CONFLICT', active ? 'This badge is already active' : 'This badge is already inactive');
  return ctx.db.prisma.$transaction(async (tx) => {
    const { count } = await tx.badge.updateMany({
      where: { id, active: !active },
      data: { active, deactivatedAt: active ? null : new Date(), version: { increment: 1 } },
    });
    if (count === 0) throw staleVersion();
    await recordRevisions(tx, actor, [
      {
        entityType: 'Badge',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: before.propertyId,
        type: 'UPDATE',
        path: 'active',
        oldValue: !active,
        newValue: active,
      },
    ]);
    return toBadge(await tx.badge.findUniqueOrThrow({ where: { id }, select: BADGE_SELECT }));
  });
}

/**
 * Deactivates the property's active badges not used in `days` days: never used and started (or created) before
 * the cut-off, or last used before it (decision 0018). One revision per badge.
 */
export async function clearUnusedBadges(
  ctx: ServiceContext,
  { actor, scope }: ActorScope,
  propertyId: number,
  days: number,
  now = new Date(),
): Promise<{ deactivated: number; badgeIds: number[] }> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return ctx.db.prisma.$transaction(async (tx) => {
    const stale = await tx.badge.findMany({
      where: {
        AND: [
          { propertyId, active: true },
          {
            OR: [
              { lastUsed: { lt: cutoff } },
              { lastUsed: null, OR: [{ startDate: { lt: cutoff } }, { startDate: null, createdAt: { lt: cutoff } }] },
            ],
          },
        ],
      },
      select: { id: true },
    });
    const badgeIds = stale.map((b) => b.id);
    if (badgeIds.length === 0) return { deactivated: 0, badgeIds };
    await tx.badge.updateMany({
      where: { id: { in: badgeIds }, active: true },
      data: { active: false, deactivatedAt: now, version: { increment: 1 } },
    });
    await recordRevisions(
      tx,
      actor,
      badgeIds.map((id) => ({
        entityType: 'Badge',
        entityId: id,
        parentEntityType: 'Property',
        parentEntityId: propertyId,
        type: 'UPDATE' as const,
        path: 'active',
        oldValue: true,
        newValue: false,
      })),
    );
    return { deactivated: badgeIds.length, badgeIds };
  });
}
