import type { SrFile } from '@kc/domain/service-requests/files';
import type { ActorScope } from '../../access/caller.ts';
import type { ServiceContext } from '../../context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadRequestInScope } from '../sr-access.ts';
import { addFileRow, discardBlob, storeCheckedFile, toSrFile, type IncomingFile } from './file-access.ts';

/** Adds a file to a request the caller reaches (spec 000 §7.4 files; decision 0065). Audited. */
export async function uploadRequestFile(
  ctx: ServiceContext,
  storage: FileStorage,
  { actor, scope }: ActorScope,
  requestId: number,
  file: IncomingFile,
): Promise<SrFile> {
  await loadRequestInScope(ctx.db.prisma, scope, requestId);
  const blob = await storeCheckedFile(storage, file);
  try {
    const row = await ctx.db.prisma.$transaction((tx) => addFileRow(tx, actor, requestId, blob));
    return toSrFile(row);
  } catch (err) {
    await discardBlob(storage, blob.key, ctx.log);
    throw err;
  }
}
