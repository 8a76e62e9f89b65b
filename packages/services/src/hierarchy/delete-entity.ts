import type { EntityLevel } from '@kc/domain/hierarchy';
import type { ActorScope } from '../access/caller.ts';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertEntityInScope } from './entity-scope.ts';
import { entityTypeOf } from './versioned-update.ts';

/**
 * Soft-deletes an entity (its row stays for history and the audit trail). A parent with live children is refused:
 * the children would be orphaned from every list and scope.
 */
export async function deleteEntity(
  ctx: ServiceContext,
  caller: ActorScope,
  level: EntityLevel,
  id: number,
): Promise<void> {
  const { actor, scope } = caller;
  await assertEntityInScope(ctx.db, scope, level, id);
  const p = ctx.db.prisma;
  const live = { deletedAt: null };
  const children =
    level === 'corporation'
      ? (await p.division.count({ where: { corporationId: id, ...live } })) +
        (await p.region.count({ where: { corporationId: id, ...live } }))
      : level === 'division'
        ? await p.region.count({ where: { divisionId: id, ...live } })
        : level === 'region'
          ? await p.property.count({ where: { regionId: id, ...live } })
          : 0;
  if (children > 0)
    throw new AppError(
      'CONFLICT',
      `This ${level} still has ${level === 'region' ? 'properties' : level === 'division' ? 'regions' : 'divisions or regions'}; delete or move them first`,
    );
  const now = new Date();
  await p.$transaction(async (tx) => {
    const args = { where: { id, deletedAt: null }, data: { deletedAt: now, version: { increment: 1 } } };
    if (level === 'corporation') await tx.corporation.updateMany(args);
    else if (level === 'division') await tx.division.updateMany(args);
    else if (level === 'region') await tx.region.updateMany(args);
    else await tx.property.updateMany(args);
    await recordRevisions(tx, actor, [
      {
        entityType: entityTypeOf(level),
        entityId: id,
        type: 'DELETE',
        path: 'deletedAt',
        oldValue: null,
        newValue: now.toISOString(),
      },
    ]);
  });
}
