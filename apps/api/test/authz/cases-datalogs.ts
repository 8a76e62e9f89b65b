import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

let pool: pg.Pool | undefined;
const db = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, allowExitOnIdle: true }));
const one = async <T>(sql: string, params: unknown[]): Promise<T> => (await db().query(sql, params)).rows[0] as T;

/**
 * A throwaway, unfinalized datalog on the cell's property (rowVersion 1), so writes never touch demo cabinets. Its
 * hooks stay few: every cell adds one, and the property's empty-hooks report (and its export) walks all of them.
 * `enough` gives it just the hooks that make the property's datalogs hold at least as many hooks as it has units.
 */
async function datalog(c: CellInput, hooks: number | 'enough' = 5): Promise<number> {
  const row = await one<{ id: number }>(
    `INSERT INTO datalogs (property_id, datalog_number, number_of_keyhooks, updated_at)
     VALUES ($1, (SELECT coalesce(max(datalog_number), 0) + 1 FROM datalogs WHERE property_id = $1),
       coalesce($2::int, greatest(1,
         (SELECT count(*) FROM units WHERE property_id = $1)::int
         - (SELECT coalesce(sum(number_of_keyhooks), 0) FROM datalogs WHERE property_id = $1 AND deleted_at IS NULL)::int
         + 1)),
       now()) RETURNING id`,
    [c.propertyId, hooks === 'enough' ? null : hooks],
  );
  return row.id;
}
async function panel(datalogId: number, propertyId: number): Promise<number> {
  return (
    await one<{ id: number }>(
      'INSERT INTO key_panels (property_id, datalog_id, position) VALUES ($1, $2, 0) RETURNING id',
      [propertyId, datalogId],
    )
  ).id;
}
async function unit(propertyId: number): Promise<number> {
  return (
    await one<{ id: number }>('INSERT INTO units (property_id, name) VALUES ($1, $2) RETURNING id', [
      propertyId,
      uniqueUnit(),
    ])
  ).id;
}
const uniqueUnit = () => `M${randomBytes(4).toString('hex')}`.slice(0, 10);

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

/** Authorization-matrix cases of the key-control routes (units, datalogs, panels, tags, finalize, key map). */
export const DATALOGS_CASES: Record<string, Case> = {
  'GET /api/properties/:propertyId/units': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/units` }),
  },
  'POST /api/properties/:propertyId/units': {
    success: 201,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/units`, payload: { name: uniqueUnit() } }),
  },
  'POST /api/properties/:propertyId/units/upload': {
    success: 201,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/units/upload`,
      payload: { text: `${uniqueUnit()}\n${uniqueUnit()}\n` },
    }),
  },
  'PUT /api/properties/:propertyId/units/:unitId': {
    success: 200,
    request: async (c) => ({
      url: `/api/properties/${c.propertyId}/units/${await unit(c.propertyId)}`,
      payload: { name: uniqueUnit(), version: 1 },
    }),
  },
  'DELETE /api/properties/:propertyId/units/:unitId': {
    success: 204,
    request: async (c) => ({ url: `/api/properties/${c.propertyId}/units/${await unit(c.propertyId)}` }),
  },
  // Confirming is idempotent: on a property not awaiting unit entry it answers 200 and changes nothing.
  'POST /api/properties/:propertyId/verification/confirm': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/verification/confirm`, payload: {} }),
  },
  'GET /api/properties/:propertyId/datalogs': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/datalogs` }),
  },
  'GET /api/properties/:propertyId/datalogs/summary': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/datalogs/summary` }),
  },
  'GET /api/properties/:propertyId/key-control-info': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/key-control-info` }),
  },
  'GET /api/datalogs/:datalogId': {
    success: 200,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}` }),
  },
  'PUT /api/datalogs/:datalogId': {
    success: 200,
    request: async (c) => ({
      url: `/api/datalogs/${await datalog(c)}`,
      payload: { rowVersion: 1, datalogType: 'gen10' },
    }),
  },
  'GET /api/datalogs/:datalogId/panels': {
    success: 200,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}/panels` }),
  },
  'POST /api/datalogs/:datalogId/panels': {
    success: 201,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}/panels`, payload: { rowVersion: 1 } }),
  },
  'DELETE /api/datalogs/:datalogId/panels/:panelId': {
    success: 204,
    request: async (c) => {
      const id = await datalog(c);
      return { url: `/api/datalogs/${id}/panels/${await panel(id, c.propertyId)}?rowVersion=1` };
    },
  },
  'POST /api/datalogs/:datalogId/panels/:panelId/scan': {
    success: 200,
    request: async (c) => {
      const id = await datalog(c);
      return { url: `/api/datalogs/${id}/panels/${await panel(id, c.propertyId)}/scan`, payload: { rowVersion: 1 } };
    },
  },
  'GET /api/datalogs/:datalogId/key-tags': {
    success: 200,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}/key-tags` }),
  },
  'PUT /api/datalogs/:datalogId/key-tags': {
    success: 200,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}/key-tags`, payload: { rowVersion: 1, tags: [] } }),
  },
  'POST /api/datalogs/:datalogId/finalize': {
    success: 200,
    request: async (c) => {
      // Enough hooks that the property's datalogs together outnumber its units (else "Wrong number of datalogs").
      const id = await datalog(c, 'enough');
      await db().query(
        'INSERT INTO key_tags (property_id, datalog_id, tag_number, hook_number) VALUES ($1, $2, $3, 1001)',
        [c.propertyId, id, '4321'],
      );
      return { url: `/api/datalogs/${id}/finalize`, payload: { rowVersion: 1, noAdmins: true } };
    },
  },
  'GET /api/datalogs/:datalogId/key-map': {
    success: 200,
    request: async (c) => ({ url: `/api/datalogs/${await datalog(c)}/key-map` }),
  },
};
