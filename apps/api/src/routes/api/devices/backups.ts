import { z } from 'zod';
import { DatalogParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { BACKUP_LIMITS, BackupParamsSchema, SystemBackupSchema } from '@kc/domain/devices';
import {
  listSystemBackups,
  restoreSystemBackup,
  systemBackupFile,
  uploadSystemBackup,
} from '@kc/services/devices/backups/backups';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';
import { manage } from './credentials.ts';

const tags = ['devices'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** System backups of a datalog: a zip of .xls files, uploaded, listed, downloaded and restored by provider staff. */
const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/devices/datalogs/:datalogId/system-backups',
    {
      config: manage,
      schema: {
        tags,
        summary: 'System backups of a datalog, newest first',
        params: DatalogParamsSchema,
        response: { 200: z.array(SystemBackupSchema), ...errors },
      },
    },
    async (request) => listSystemBackups(app.services, await scopeOf(request), request.params.datalogId),
  );

  app.post(
    '/api/devices/datalogs/:datalogId/system-backups',
    {
      config: manage,
      bodyLimit: BACKUP_LIMITS.maxZipBytes + 64 * 1024,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: DatalogParamsSchema,
        summary: `Upload a system backup: a zip of .xls files (at most ${mb(BACKUP_LIMITS.maxZipBytes)}, ${BACKUP_LIMITS.maxEntries} entries, ${mb(BACKUP_LIMITS.maxTotalUncompressedBytes)} uncompressed, expansion ${BACKUP_LIMITS.maxExpansionRatio}×)`,
        description:
          'multipart/form-data with one part named "file". A bad archive is refused with 400 and nothing is stored.',
        response: { 201: SystemBackupSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await request.uploadedFile({
        field: 'file',
        maxBytes: BACKUP_LIMITS.maxZipBytes,
        tooLarge: `The archive is larger than ${mb(BACKUP_LIMITS.maxZipBytes)}`,
      });
      const backup = await uploadSystemBackup(app.services, await callerOf(request), request.params.datalogId, {
        name: file.fileName,
        content: file.content,
      });
      return reply.status(201).send(backup);
    },
  );

  app.get(
    '/api/devices/system-backups/:backupId/file',
    {
      config: manage,
      schema: {
        tags,
        produces: ['application/zip'],
        summary: 'Download a system backup (zip)',
        params: BackupParamsSchema,
        response: { 200: z.unknown().describe('The zip file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await systemBackupFile(app.services, await scopeOf(request), request.params.backupId);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );

  app.post(
    '/api/devices/system-backups/:backupId/restore',
    {
      config: manage,
      schema: {
        tags,
        params: BackupParamsSchema,
        response: { 200: SystemBackupSchema, ...errors, 409: ErrorBodySchema },
        summary:
          'Restore a system backup: the datalog fetches it next (GET /api/devices/restore); "backup restore failed" when it cannot',
      },
    },
    async (request) => restoreSystemBackup(app.services, await callerOf(request), request.params.backupId),
  );
};

export default backupRoutes;
