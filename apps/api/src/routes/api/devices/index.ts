import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  DEVICE_BATCH_MAX,
  DeviceSelfSchema,
  DeviceUploadBodySchema,
  DeviceUploadResultSchema,
  DeviceVersionSchema,
  ReportVersionBodySchema,
  RowErrorBodySchema,
  validateTransactionRows,
} from '@kc/domain/devices';
import { ingestTransactions } from '@kc/services/devices/ingest-transactions';
import { deviceSelf, deviceVersion, reportDeviceVersion } from '@kc/services/devices/device-info';
import { pendingRestore } from '@kc/services/devices/backups/backups';
import { DEVICE_SECURITY, requireDevice } from './device-auth.ts';
import credentialRoutes from './credentials.ts';
import backupRoutes from './backups.ts';

const tags = ['devices'];
const errors = { 401: ErrorBodySchema };
/**
 * Every route a datalog calls: no login (the device's own token, checked by requireDevice), limited per credential,
 * and no change to any login, right, session or scope, so an upload keeps every API process's identity cache.
 */
const DEVICE_ROUTE = { public: true, rateLimitClass: 'ingest', keepsIdentities: true } as const;
/** 5,000 rows of JSON with long names stay well under this. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** The device side of the ingestion API: a datalog authenticates with its own credential (decision 0016). */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/devices/me',
    {
      config: DEVICE_ROUTE,
      schema: {
        tags,
        security: DEVICE_SECURITY,
        summary: 'The datalog behind the device token, with the last sequence stored (resume point)',
        response: { 200: DeviceSelfSchema, ...errors },
      },
    },
    async (request) => deviceSelf(app.services, await requireDevice(request)),
  );

  app.post(
    '/api/devices/transactions',
    {
      config: DEVICE_ROUTE,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        security: DEVICE_SECURITY,
        summary: `Upload up to ${DEVICE_BATCH_MAX} key transactions; idempotent on (datalog, sequence), a replayed batch gets the same answer`,
        description:
          'Every row is validated first; one malformed row rejects the whole batch (400 with row-level errors) and nothing is stored. ' +
          'Rows whose sequence is already stored are skipped (counted as duplicates). The answer to a batch is stored with its hash, ' +
          'so sending the same batch again (a retry) returns the identical answer with the header Idempotent-Replay: true.',
        body: DeviceUploadBodySchema,
        response: {
          200: DeviceUploadResultSchema,
          400: z.union([RowErrorBodySchema, ErrorBodySchema]),
          ...errors,
          413: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const device = await requireDevice(request);
      const checked = validateTransactionRows(request.body.rows);
      if (!checked.ok) {
        const shown = checked.errors.slice(0, 500);
        return reply.status(400).send({
          status: 400,
          code: 'VALIDATION_FAILED',
          message: `${checked.errors.length} problem(s) in the batch; nothing was stored`,
          fieldErrors: shown.map((e) => ({ field: `rows.${e.index}.${e.field}`, message: e.message })),
          rows: shown,
          requestId: request.id,
        });
      }
      const { result, replay } = await ingestTransactions(app.services.db, device, checked.rows);
      if (replay) reply.header('idempotent-replay', 'true');
      else app.metrics.deviceRowsStored.inc(result.stored);
      return result;
    },
  );

  app.get(
    '/api/devices/version',
    {
      config: DEVICE_ROUTE,
      schema: {
        tags,
        security: DEVICE_SECURITY,
        summary: 'Latest device software for this datalog type, and any backup it must restore',
        response: { 200: DeviceVersionSchema, ...errors },
      },
    },
    async (request) => deviceVersion(app.services, await requireDevice(request)),
  );

  app.put(
    '/api/devices/version',
    {
      config: DEVICE_ROUTE,
      schema: {
        tags,
        security: DEVICE_SECURITY,
        summary: 'The datalog reports the software version it runs',
        body: ReportVersionBodySchema,
        response: { 200: DeviceVersionSchema, 400: ErrorBodySchema, ...errors },
      },
    },
    async (request) => reportDeviceVersion(app.services, await requireDevice(request), request.body.version),
  );

  app.get(
    '/api/devices/restore',
    {
      config: DEVICE_ROUTE,
      schema: {
        tags,
        security: DEVICE_SECURITY,
        produces: ['application/zip'],
        summary: 'The system backup an administrator chose to restore on this datalog (zip), or 204 when there is none',
        response: { 200: z.unknown().describe('The zip file'), 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const device = await requireDevice(request);
      const backup = await pendingRestore(app.services, device.datalogId);
      if (!backup) return reply.status(204).send(null);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${backup.fileName}"`)
        .header('x-backup-id', String(backup.id))
        .header('x-backup-sha256', backup.sha256)
        .send(Buffer.from(backup.content));
    },
  );

  await app.register(credentialRoutes);
  await app.register(backupRoutes);
};

export default deviceRoutes;
