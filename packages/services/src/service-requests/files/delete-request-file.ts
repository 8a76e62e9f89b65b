import { AppError } from '@kc/domain/errors';
import { SR_FILE_MESSAGES } from '@kc/domain/service-requests/files';
import type { ActorScope } from '../../access/caller.ts';
import { recordRevisions } from '../../audit/record-revision.ts';
import type { ServiceContext } from '../../context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { discardBlob, fileInScope } from './file-access.ts';

/**
 * Deletes a file of a request the caller reaches: the row is marked deleted with an audit revision naming the file
 * (the trail keeps what was removed), and the bytes leave the store once that has committed.
 */
export async function deleteRequestFile(
  ctx: ServiceContext,
  storage: FileStorage,
  { actor, scope }: ActorScope,
  requestId: number,
  fileId: number,
): Promise<void> {
  const key = await ctx.db.prisma.$transaction(async (tx) => {
    const row = await fileInScope(tx, scope, requestId, fileId);
    // Two deletes at once: only the first marks the row (and writes the revision); the second answers 404.
    const { count } = await tx.serviceRequestFile.updateMany({
      where: { id: row.id, deletedAt: null },
      data: { deletedAt: new Date() },
    });
    if (count === 0) throw new AppError('NOT_FOUND', SR_FILE_MESSAGES.notFound);
    await recordRevisions(tx, actor, [
      {
        entityType: 'ServiceRequestFile',
        entityId: row.id,
        parentEntityType: 'ServiceRequest',
        parentEntityId: requestId,
        type: 'DELETE',
        oldValue: { fileName: row.originalName, mimeType: row.mimeType, sizeBytes: row.sizeBytes },
      },
    ]);
    return row.storageKey;
  });
  await discardBlob(storage, key, ctx.log);
}
