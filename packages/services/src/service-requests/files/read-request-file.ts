import { AppError } from '@kc/domain/errors';
import { SR_FILE_MESSAGES } from '@kc/domain/service-requests/files';
import type { Scope } from '../../access/scope.ts';
import type { ServiceContext } from '../../context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { fileInScope } from './file-access.ts';

/** A file's bytes with the name and type it is served as (the type stored when its content was checked). */
export async function readRequestFile(
  ctx: ServiceContext,
  storage: FileStorage,
  scope: Scope,
  requestId: number,
  fileId: number,
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  const row = await fileInScope(ctx.db.prisma, scope, requestId, fileId);
  const content = await storage.get(row.storageKey);
  if (!content) {
    ctx.log.error({ event: 'storage.missing', fileId, key: row.storageKey }, 'a listed file has no bytes in the store');
    throw new AppError('NOT_FOUND', SR_FILE_MESSAGES.notFound);
  }
  return { fileName: row.originalName, mimeType: row.mimeType, content };
}
