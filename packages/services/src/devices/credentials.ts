import { AppError } from '@kc/domain/errors';
import type { ActorScope } from '../access/caller.ts';
import type { DeviceCredential, IssuedCredential } from '@kc/domain/devices';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import type { Scope } from '../access/scope.ts';
import { deviceDatalogInScope } from './datalog-in-scope.ts';
import { newDeviceToken } from './device-token.ts';

/**
 * Registers a datalog's Android id and issues it a new device credential (decision 0016). The token is returned once;
 * earlier credentials stay valid until revoked, so a cabinet can be re-provisioned without downtime.
 */
export async function issueDeviceCredential(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  androidId: string,
): Promise<IssuedCredential> {
  const { actor, scope } = caller;
  const datalog = await deviceDatalogInScope(ctx.db, scope, datalogId);
  const taken = await ctx.db.prisma.datalog.findFirst({
    where: { androidId, id: { not: datalogId } },
    select: { datalogNumber: true },
  });
  if (taken)
    throw new AppError('CONFLICT', `Android id already registered to datalog ${taken.datalogNumber}`, [
      { field: 'androidId', message: 'Registered to another datalog' },
    ]);
  const { token, hash } = newDeviceToken();
  const credential = await ctx.db.prisma.$transaction(async (tx) => {
    if (datalog.androidId !== androidId) await tx.datalog.update({ where: { id: datalogId }, data: { androidId } });
    const created = await tx.deviceCredential.create({ data: { datalogId, tokenHash: hash } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'DeviceCredential',
        entityId: created.id,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'CREATE',
        newValue: { androidId },
      },
      ...(datalog.androidId !== androidId
        ? [
            {
              entityType: 'Datalog',
              entityId: datalogId,
              parentEntityType: 'Property',
              parentEntityId: datalog.propertyId,
              type: 'UPDATE' as const,
              path: 'androidId',
              oldValue: datalog.androidId,
              newValue: androidId,
            },
          ]
        : []),
    ]);
    return created;
  });
  return { credentialId: credential.id, datalogId, androidId, token };
}

export async function listDeviceCredentials(
  ctx: ServiceContext,
  scope: Scope,
  datalogId: number,
): Promise<DeviceCredential[]> {
  await deviceDatalogInScope(ctx.db, scope, datalogId);
  const rows = await ctx.db.prisma.deviceCredential.findMany({ where: { datalogId }, orderBy: { id: 'desc' } });
  return rows.map((c) => ({
    id: c.id,
    createdAt: c.createdAt.toISOString(),
    lastUsedAt: c.lastUsedAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revokedBy: c.revokedBy,
  }));
}

/** Revokes at once: the next request with that token is refused. Revoking twice changes nothing. */
export async function revokeDeviceCredential(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  credentialId: number,
): Promise<void> {
  const { actor, scope } = caller;
  await deviceDatalogInScope(ctx.db, scope, datalogId);
  const credential = await ctx.db.prisma.deviceCredential.findFirst({ where: { id: credentialId, datalogId } });
  if (!credential) throw new AppError('NOT_FOUND', 'Device credential not found');
  if (credential.revokedAt) return;
  const by = actor.principal?.name ?? 'System';
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.deviceCredential.update({ where: { id: credentialId }, data: { revokedAt: new Date(), revokedBy: by } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'DeviceCredential',
        entityId: credentialId,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'UPDATE',
        path: 'revokedAt',
        oldValue: null,
        newValue: { revokedBy: by },
      },
    ]);
  });
}
