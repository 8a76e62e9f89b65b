import { randomUUID } from 'node:crypto';
import { createDatabase, type Database } from '@kc/services/db/client';
import { insertServiceRequestRow } from '@kc/services/fixtures/service-requests';
import { localDiskStorage } from '@kc/services/storage/local-disk-storage';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';
import { TEST_FILE_STORAGE_DIR } from '../helpers.ts';
import { formData, tinyPng } from '../service-request-files-support.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;
const png = tinyPng();

/** A fresh request at the cell's property (its own customer's, or another's). */
const requestAt = async (c: CellInput) => (await insertServiceRequestRow(prisma(), { propertyId: c.propertyId })).id;

/** A file on a fresh request, its bytes in the test app's store. */
async function fileAt(c: CellInput): Promise<string> {
  const requestId = await requestAt(c);
  const storageKey = `service-request-files/${randomUUID()}`;
  await localDiskStorage(TEST_FILE_STORAGE_DIR).put(storageKey, png);
  const file = await prisma().serviceRequestFile.create({
    data: {
      serviceRequestId: requestId,
      originalName: 'matrix.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
      storageKey,
      uploadedByPool: 'system',
      uploadedByName: 'Matrix',
    },
  });
  return `/api/service-requests/${requestId}/files/${file.id}`;
}

/** Authorization-matrix cases of request files and Email Support (decision 0065): real multipart bodies. */
export const SR_FILES_CASES: Record<string, Case> = {
  'GET /api/service-requests/:requestId/files': {
    success: 200,
    request: async (c) => ({ url: `/api/service-requests/${await requestAt(c)}/files` }),
  },
  'POST /api/service-requests/:requestId/files': {
    success: 201,
    request: async (c) => ({
      url: `/api/service-requests/${await requestAt(c)}/files`,
      ...formData({}, { name: 'matrix.png', content: png, type: 'image/png' }),
    }),
  },
  'GET /api/service-requests/:requestId/files/:fileId': {
    success: 200,
    request: async (c) => ({ url: await fileAt(c) }),
  },
  'DELETE /api/service-requests/:requestId/files/:fileId': {
    success: 204,
    request: async (c) => ({ url: await fileAt(c) }),
  },
  'POST /api/service-requests/support-email': {
    success: 201,
    request: (c) => ({
      url: '/api/service-requests/support-email',
      ...formData({ propertyId: String(c.propertyId), replyTo: 'matrix@example.test', message: 'Matrix check' }),
    }),
  },
};
