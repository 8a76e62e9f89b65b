import type { Entity, EntityLevel } from '@kc/domain/hierarchy';
import type { ActorScope } from '../access/caller.ts';
import { AppError } from '@kc/domain/errors';
import type { Prisma } from '../generated/prisma/client.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import { siteLoginsInScope } from '../access/scope.ts';
import { getEntity, getProperty } from './get-entity.ts';
import { staffOfEntity } from './entity-staff.ts';
import { entityTypeOf, staleVersion, versionedUpdate } from './versioned-update.ts';

/** Sets (or clears) an entity's primary contact inside a transaction; the contact must work at the entity. */
export async function writePrimaryContact(
  tx: Prisma.TransactionClient,
  actor: Actor,
  level: EntityLevel,
  id: number,
  version: number,
  oldId: number | null,
  staffId: number | null,
): Promise<void> {
  if (oldId === staffId) return;
  await versionedUpdate(tx, level, id, version, { primaryContactId: staffId });
  await recordRevisions(tx, actor, [
    {
      entityType: entityTypeOf(level),
      entityId: id,
      type: 'UPDATE',
      path: 'primaryContact',
      oldValue: oldId,
      newValue: staffId,
    },
  ]);
}

export async function setPrimaryContact(
  ctx: ServiceContext,
  caller: ActorScope,
  level: EntityLevel,
  id: number,
  body: { staff: { id: number } | null; version: number },
): Promise<Entity> {
  const { actor, scope } = caller;
  const before = level === 'property' ? await getProperty(ctx, scope, id) : await getEntity(ctx, scope, level, id);
  if (before.version !== body.version) throw staleVersion();
  const staffId = body.staff?.id ?? null;
  if (staffId !== null) {
    const ok = await ctx.db.prisma.siteLogin.count({
      where: siteLoginsInScope(scope, {
        AND: [{ id: staffId, deletedAt: null, disabled: false }, staffOfEntity(level, id)],
      }),
    });
    if (!ok)
      throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', [
        { field: 'staff.id', message: `Not a login of this ${level}` },
      ]);
  }
  await ctx.db.prisma.$transaction((tx) =>
    writePrimaryContact(tx, actor, level, id, body.version, before.primaryContact?.id ?? null, staffId),
  );
  return level === 'property' ? getProperty(ctx, scope, id) : getEntity(ctx, scope, level, id);
}
