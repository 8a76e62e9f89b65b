import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@kc/domain/errors';
import {
  SR_FILE_MAX_BYTES,
  SR_FILE_MAX_PER_REQUEST,
  SR_FILE_MESSAGES,
  checkSrFile,
  safeFileName,
  type SrFile,
  type SrFileType,
} from '@kc/domain/service-requests/files';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type Scope } from '../../access/scope.ts';
import { requestsInScope, type Client } from '../sr-access.ts';
import { recordRevisions, type Actor } from '../../audit/record-revision.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** A file as it arrived: the name it came with and its bytes. */
export interface IncomingFile {
  fileName: string;
  content: Buffer;
}

/** A file whose content was checked and whose bytes are in the store, not yet on a request. */
export interface StoredBlob {
  key: string;
  fileName: string;
  type: SrFileType;
  sizeBytes: number;
}

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, [{ field: 'file', message }]);
const notFound = () => new AppError('NOT_FOUND', SR_FILE_MESSAGES.notFound);

/** A live file of a request the caller reaches, or 404. */
export async function fileInScope(prisma: Client, scope: Scope, requestId: number, fileId: number) {
  const file = await prisma.serviceRequestFile.findFirst({
    where: {
      id: fileId,
      serviceRequestId: requestId,
      deletedAt: null,
      request: requestsInScope(scope),
    },
  });
  if (!file) throw notFound();
  return file;
}

/**
 * Checks a file by its content (file-type reads the magic bytes; the name and the browser's declared type are not
 * trusted) and stores its bytes under a new key. The caller records it on a request in its transaction and removes
 * the blob again if that fails (discardBlob).
 */
export async function storeCheckedFile(storage: FileStorage, file: IncomingFile): Promise<StoredBlob> {
  if (file.content.length > SR_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SR_FILE_MESSAGES.tooLarge);
  const detected = file.content.length ? await fileTypeFromBuffer(file.content) : undefined;
  const verdict = checkSrFile(safeFileName(file.fileName), detected?.mime ?? null, file.content.length);
  if (!verdict.ok) throw refused(verdict.message);
  const key = `service-request-files/${randomUUID()}`;
  await storage.put(key, file.content);
  return { key, fileName: verdict.fileName, type: verdict.type, sizeBytes: file.content.length };
}

/** Removes a blob whose row was never written (best effort: an orphan blob is harmless, a lost row is not). */
export async function discardBlob(storage: FileStorage, key: string, log: { warn(o: object, m?: string): void }) {
  await storage.delete(key).catch((err: unknown) => {
    log.warn({ event: 'storage.orphan', key, err: (err as Error).message }, 'could not remove an unused file');
  });
}

/**
 * Records a stored file on a request, inside the caller's transaction: the request row is locked so that two uploads
 * at once cannot pass the count limit together; the revision names the file.
 */
export async function addFileRow(tx: Prisma.TransactionClient, actor: Actor, requestId: number, blob: StoredBlob) {
  await tx.$queryRaw`SELECT id FROM service_requests WHERE id = ${requestId} FOR UPDATE`;
  const count = await tx.serviceRequestFile.count({ where: { serviceRequestId: requestId, deletedAt: null } });
  if (count >= SR_FILE_MAX_PER_REQUEST) throw new AppError('CONFLICT', SR_FILE_MESSAGES.tooMany);
  const row = await tx.serviceRequestFile.create({
    data: {
      serviceRequestId: requestId,
      originalName: blob.fileName,
      mimeType: blob.type.mimeType,
      sizeBytes: blob.sizeBytes,
      storageKey: blob.key,
      uploadedByPool: actor.principal?.pool ?? 'system',
      uploadedById: actor.principal?.id ?? null,
      uploadedByName: actor.principal?.name ?? 'System',
    },
  });
  await recordRevisions(tx, actor, [
    {
      entityType: 'ServiceRequestFile',
      entityId: row.id,
      parentEntityType: 'ServiceRequest',
      parentEntityId: requestId,
      type: 'CREATE',
      newValue: { fileName: row.originalName, mimeType: row.mimeType, sizeBytes: row.sizeBytes },
    },
  ]);
  return row;
}

export type FileRow = Prisma.ServiceRequestFileGetPayload<object>;

export const toSrFile = (row: FileRow): SrFile => ({
  id: row.id,
  requestId: row.serviceRequestId,
  fileName: row.originalName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedBy: row.uploadedByName,
  uploadedAt: row.createdAt.toISOString(),
});
