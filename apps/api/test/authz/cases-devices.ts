import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';
import { makeZip, xls } from '../devices-support.ts';

/*
 * Device-token routes are public to the user-JWT layer and check the device credential themselves: every cell sends a
 * user JWT (or none), which must be refused with 401. The credential-holding success paths are in devices*.test.ts.
 */
const DEVICE_ONLY = {
  status: 401,
  why: "only a datalog's device token passes, never a user JWT; the success paths are in devices*.test.ts",
};

let pool: pg.Pool | undefined;
const db = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, allowExitOnIdle: true }));

/** The property's first datalog, for reads. */
async function datalogOf(propertyId: number): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    'SELECT id FROM datalogs WHERE property_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    [propertyId],
  );
  return rows[0]?.id ?? throwawayDatalog(propertyId);
}

/** A new datalog on the property, for writes that must not alter the demo cabinets. */
async function throwawayDatalog(propertyId: number, androidId: string | null = null): Promise<number> {
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO datalogs (property_id, datalog_number, android_id, updated_at)
     VALUES ($1, (SELECT greatest(coalesce(max(datalog_number), 0), 800000) + 1 FROM datalogs WHERE property_id = $1), $2, now()) RETURNING id`,
    [propertyId, androidId],
  );
  return rows[0]!.id;
}

let zip: Promise<Buffer> | undefined;
async function throwawayBackup(propertyId: number): Promise<number> {
  const content = await (zip ??= makeZip([{ name: 'units.xls', content: xls(256) }]));
  const datalogId = await throwawayDatalog(propertyId);
  const { rows } = await db().query<{ id: number }>(
    `INSERT INTO system_backups (property_id, datalog_id, file_name, size_bytes, entry_count, entries, content, sha256, created_by)
     VALUES ($1, $2, 'matrix.zip', $3, 1, '[{"name":"units.xls","size":264}]', $4, $5, 'Matrix') RETURNING id`,
    [propertyId, datalogId, content.length, content, createHash('sha256').update(content).digest('hex')],
  );
  return rows[0]!.id;
}

async function throwawayCredential(propertyId: number): Promise<{ datalogId: number; id: number }> {
  const datalogId = await throwawayDatalog(propertyId);
  const { rows } = await db().query<{ id: number }>(
    'INSERT INTO device_credentials (datalog_id, token_hash) VALUES ($1, $2) RETURNING id',
    [datalogId, randomBytes(32).toString('hex')],
  );
  return { datalogId, id: rows[0]!.id };
}

const hex = () => randomBytes(8).toString('hex');

/** Authorization-matrix cases of the devices routes (merged into ROUTE_CASES). */
export const DEVICES_CASES: Record<
  string,
  RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> }
> = {
  'GET /api/devices/me': { success: 200, publicStatus: DEVICE_ONLY, request: () => ({ url: '/api/devices/me' }) },
  'POST /api/devices/transactions': {
    success: 200,
    publicStatus: DEVICE_ONLY,
    request: () => ({
      url: '/api/devices/transactions',
      payload: { rows: [{ sequence: 1, time: '2026-03-01T12:00:00Z', keyTagNumber: '1234', activityCode: 2 }] },
    }),
  },
  'GET /api/devices/version': {
    success: 200,
    publicStatus: DEVICE_ONLY,
    request: () => ({ url: '/api/devices/version' }),
  },
  'PUT /api/devices/version': {
    success: 200,
    publicStatus: DEVICE_ONLY,
    request: () => ({ url: '/api/devices/version', payload: { version: '10.6.9' } }),
  },
  'GET /api/devices/restore': {
    success: 200,
    publicStatus: DEVICE_ONLY,
    request: () => ({ url: '/api/devices/restore' }),
  },
  'POST /api/devices/datalogs/:datalogId/credentials': {
    success: 201,
    request: async (c) => ({
      url: `/api/devices/datalogs/${await throwawayDatalog(c.propertyId)}/credentials`,
      payload: { androidId: hex() },
    }),
  },
  'GET /api/devices/datalogs/:datalogId/credentials': {
    success: 200,
    request: async (c) => ({ url: `/api/devices/datalogs/${await datalogOf(c.propertyId)}/credentials` }),
  },
  'DELETE /api/devices/datalogs/:datalogId/credentials/:credentialId': {
    success: 204,
    request: async (c) => {
      const cred = await throwawayCredential(c.propertyId);
      return { url: `/api/devices/datalogs/${cred.datalogId}/credentials/${cred.id}` };
    },
  },
  'GET /api/devices/by-android-id/:androidId': {
    success: 200,
    request: async (c) => {
      const androidId = hex();
      await throwawayDatalog(c.propertyId, androidId);
      return { url: `/api/devices/by-android-id/${androidId}` };
    },
  },
  'GET /api/devices/properties/:propertyId/provisioning': {
    success: 200,
    request: (c) => ({ url: `/api/devices/properties/${c.propertyId}/provisioning` }),
  },
  'GET /api/devices/datalogs/:datalogId/system-backups': {
    success: 200,
    request: async (c) => ({ url: `/api/devices/datalogs/${await datalogOf(c.propertyId)}/system-backups` }),
  },
  // The matrix sends JSON; an allowed caller gets the route's clear 400 ("send the zip as multipart"). Uploads: devices-backups.test.ts.
  'POST /api/devices/datalogs/:datalogId/system-backups': {
    success: 400,
    request: async (c) => ({
      url: `/api/devices/datalogs/${await throwawayDatalog(c.propertyId)}/system-backups`,
      payload: {},
    }),
  },
  'GET /api/devices/system-backups/:backupId/file': {
    success: 200,
    request: async (c) => ({ url: `/api/devices/system-backups/${await throwawayBackup(c.propertyId)}/file` }),
  },
  'POST /api/devices/system-backups/:backupId/restore': {
    success: 200,
    request: async (c) => ({ url: `/api/devices/system-backups/${await throwawayBackup(c.propertyId)}/restore` }),
  },
};
