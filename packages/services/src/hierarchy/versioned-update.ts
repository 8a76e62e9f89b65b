import { AppError } from '@kc/domain/errors';
import { STALE_VERSION_MESSAGE, type EntityLevel } from '@kc/domain/hierarchy';
import type { Prisma } from '../generated/prisma/client.ts';

export const staleVersion = () =>
  new AppError('CONFLICT', STALE_VERSION_MESSAGE, [{ field: 'version', message: STALE_VERSION_MESSAGE }]);

/**
 * Writes `data` only if the row still has the version the client loaded, and bumps it: a concurrent edit
 * makes the second writer reload instead of silently overwriting the first.
 */
export async function versionedUpdate(
  tx: Prisma.TransactionClient,
  level: EntityLevel,
  id: number,
  version: number,
  data: Record<string, unknown>,
): Promise<void> {
  const args = { where: { id, version, deletedAt: null }, data: { ...data, version: { increment: 1 } } };
  const { count } =
    level === 'corporation'
      ? await tx.corporation.updateMany(args)
      : level === 'division'
        ? await tx.division.updateMany(args)
        : level === 'region'
          ? await tx.region.updateMany(args)
          : await tx.property.updateMany(args);
  if (count === 0) throw staleVersion();
}

export const entityTypeOf = (level: EntityLevel) => level[0]!.toUpperCase() + level.slice(1);
