import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

/** A new unit (and optionally a resident on it) on the cell's property, so writes never touch demo data. */
async function throwawayUnit(
  propertyId: number,
  withResident: boolean,
): Promise<{ unitId: number; residentId: number }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO units (property_id, name) VALUES ($1, $2) RETURNING id`,
      [propertyId, `M${randomBytes(4).toString('hex')}`.slice(0, 10)],
    );
    const unitId = rows[0]!.id;
    if (!withResident) return { unitId, residentId: 0 };
    const resident = await client.query<{ id: number }>(
      `INSERT INTO residents (property_id, unit_id, name, email, updated_at)
       VALUES ($1, $2, 'Matrix Resident', 'matrix-resident@example.test', now()) RETURNING id`,
      [propertyId, unitId],
    );
    return { unitId, residentId: resident.rows[0]!.id };
  } finally {
    await client.end();
  }
}

const unknownToken = 'A'.repeat(43);
const tokenOnly = { status: 404, why: 'a token only the e-mail holds; the success path is in opt-out.test.ts' };

/** Authorization-matrix cases of the opt-out and resident e-mail routes (merged into ROUTE_CASES). */
export const NOTIFICATIONS_CASES: Record<string, Case> = {
  'GET /api/opt-out': {
    success: 200,
    publicStatus: tokenOnly,
    request: () => ({ url: `/api/opt-out?token=${unknownToken}` }),
  },
  'POST /api/opt-out': {
    success: 200,
    publicStatus: tokenOnly,
    request: () => ({ url: '/api/opt-out', payload: { token: unknownToken } }),
  },
  'GET /api/opt-out/one-click': {
    success: 303,
    request: () => ({ url: `/api/opt-out/one-click?token=${unknownToken}` }),
  },
  'POST /api/opt-out/one-click': {
    success: 200,
    publicStatus: tokenOnly,
    request: () => ({ url: `/api/opt-out/one-click?token=${unknownToken}`, payload: {} }),
  },
  'GET /api/properties/:propertyId/residents': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/residents` }),
  },
  'GET /api/properties/:propertyId/residents/units': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/residents/units` }),
  },
  'POST /api/properties/:propertyId/residents': {
    success: 201,
    request: async (c) => ({
      url: `/api/properties/${c.propertyId}/residents`,
      payload: {
        unitId: (await throwawayUnit(c.propertyId, false)).unitId,
        name: 'Matrix Resident',
        email: 'matrix-resident@example.test',
      },
    }),
  },
  'PUT /api/residents/:id': {
    success: 200,
    request: async (c) => {
      const { unitId, residentId } = await throwawayUnit(c.propertyId, true);
      return {
        url: `/api/residents/${residentId}`,
        payload: { unitId, name: 'Matrix Resident 2', email: 'matrix-resident@example.test', version: 1 },
      };
    },
  },
  'DELETE /api/residents/:id': {
    success: 204,
    request: async (c) => ({ url: `/api/residents/${(await throwawayUnit(c.propertyId, true)).residentId}` }),
  },
};
