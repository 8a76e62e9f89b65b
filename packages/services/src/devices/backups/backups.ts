import { createHash } from 'node:crypto';
import type { ActorScope } from '../../access/caller.ts';
import { AppError } from '@kc/domain/errors';
import type { SystemBackup } from '@kc/domain/devices';
import type { ServiceContext } from '../../context.ts';
import { recordRevisions } from '../../audit/record-revision.ts';
import type { Scope } from '../../access/scope.ts';
import { deviceDatalogInScope } from '../datalog-in-scope.ts';
import { inspectBackupZip } from './inspect-zip.ts';

/** The message the spec's error catalogue gives for a failed restore. */
export const BACKUP_RESTORE_FAILED = 'backup restore failed';

const META = {
  id: true,
  datalogId: true,
  fileName: true,
  sizeBytes: true,
  entryCount: true,
  entries: true,
  sha256: true,
  createdBy: true,
  createdAt: true,
  restoredAt: true,
} as const;

function toBackup(b: {
  id: number;
  datalogId: number;
  fileName: string;
  sizeBytes: number;
  entryCount: number;
  entries: unknown;
  sha256: string;
  createdBy: string;
  createdAt: Date;
  restoredAt: Date | null;
}): SystemBackup {
  return {
    id: b.id,
    datalogId: b.datalogId,
    fileName: b.fileName,
    sizeBytes: b.sizeBytes,
    entryCount: b.entryCount,
    entries: b.entries as SystemBackup['entries'],
    sha256: b.sha256,
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    restoredAt: b.restoredAt?.toISOString() ?? null,
  };
}

const safeFileName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(-120) || 'backup.zip';

/** Stores a checked zip of .xls files as a datalog's system backup; a bad archive is refused and nothing is stored. */
export async function uploadSystemBackup(
  ctx: ServiceContext,
  caller: ActorScope,
  datalogId: number,
  file: { name: string; content: Buffer },
): Promise<SystemBackup> {
  const { actor, scope } = caller;
  const datalog = await deviceDatalogInScope(ctx.db, scope, datalogId);
  const entries = await inspectBackupZip(file.content);
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const createdBy = actor.principal?.name ?? 'System';
  return ctx.db.prisma.$transaction(async (tx) => {
    const created = await tx.systemBackup.create({
      data: {
        propertyId: datalog.propertyId,
        datalogId,
        fileName: safeFileName(file.name),
        sizeBytes: file.content.length,
        entryCount: entries.length,
        entries: entries.map((e) => ({ name: e.name, size: e.size })),
        content: new Uint8Array(file.content),
        sha256,
        createdBy,
      },
      select: META,
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'SystemBackup',
        entityId: created.id,
        parentEntityType: 'Datalog',
        parentEntityId: datalogId,
        type: 'CREATE',
        newValue: { fileName: created.fileName, sizeBytes: created.sizeBytes, entryCount: created.entryCount, sha256 },
      },
    ]);
    return toBackup(created);
  });
}

export async function listSystemBackups(ctx: ServiceContext, scope: Scope, datalogId: number): Promise<SystemBackup[]> {
  await deviceDatalogInScope(ctx.db, scope, datalogId);
  const rows = await ctx.db.prisma.systemBackup.findMany({
    where: { datalogId },
    orderBy: { createdAt: 'desc' },
    select: META,
  });
  return rows.map(toBackup);
}

async function backupInScope(ctx: ServiceContext, scope: Scope, backupId: number) {
  const found = await ctx.db.prisma.systemBackup.findUnique({ where: { id: backupId }, select: { datalogId: true } });
  if (!found) throw new AppError('NOT_FOUND', 'Backup not found');
  await deviceDatalogInScope(ctx.db, scope, found.datalogId);
  return ctx.db.prisma.systemBackup.findUniqueOrThrow({ where: { id: backupId } });
}

export async function systemBackupFile(
  ctx: ServiceContext,
  scope: Scope,
  backupId: number,
): Promise<{ fileName: string; content: Buffer }> {
  const b = await backupInScope(ctx, scope, backupId);
  return { fileName: b.fileName, content: Buffer.from(b.content) };
}

/**
 * Marks a backup as the one the datalog fetches next (the newest restoredAt of a datalog wins, see pendingRestore).
 * The stored archive is re-checked first; a damaged one fails with "backup restore failed" and changes nothing.
 */
export async function restoreSystemBackup(
  ctx: ServiceContext,
  caller: ActorScope,
  backupId: number,
): Promise<SystemBackup> {
  const { actor, scope } = caller;
  const b = await backupInScope(ctx, scope, backupId);
  const content = Buffer.from(b.content);
  const intact =
    createHash('sha256').update(content).digest('hex') === b.sha256 &&
    (await inspectBackupZip(content).then(
      () => true,
      () => false,
    ));
  if (!intact) throw new AppError('CONFLICT', BACKUP_RESTORE_FAILED);
  return ctx.db.prisma.$transaction(async (tx) => {
    const updated = await tx.systemBackup.update({
      where: { id: backupId },
      data: { restoredAt: new Date() },
      select: META,
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'SystemBackup',
        entityId: backupId,
        parentEntityType: 'Datalog',
        parentEntityId: b.datalogId,
        type: 'UPDATE',
        path: 'restoredAt',
        oldValue: b.restoredAt,
        newValue: updated.restoredAt,
      },
    ]);
    return toBackup(updated);
  });
}

/** The backup a device should restore: the one most recently marked for restore, if any. */
export async function pendingRestore(ctx: ServiceContext, datalogId: number) {
  return ctx.db.prisma.systemBackup.findFirst({
    where: { datalogId, restoredAt: { not: null } },
    orderBy: { restoredAt: 'desc' },
  });
}
