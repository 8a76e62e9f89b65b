import pg from 'pg';
import { REPORT_KINDS } from '@kc/domain/reports';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

/** A key receipt on the cell's property, so the receipt route has something to find in scope. */
async function throwawayReceipt(propertyId: number): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO key_receipts (property_id, vendor_rep_name, vendor_name, employee_name) VALUES ($1, 'Matrix Rep', 'Matrix Vendor', 'Matrix Employee') RETURNING id`,
      [propertyId],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

const criteria = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z', tag: '1234' };

/** Authorization-matrix cases of the reports routes (merged into ROUTE_CASES). */
export const REPORTS_CASES: Record<string, Case> = {
  'GET /api/reports/:propertyId/info': { success: 200, request: (c) => ({ url: `/api/reports/${c.propertyId}/info` }) },
  'GET /api/reports/:propertyId/activities': {
    success: 200,
    request: (c) => ({ url: `/api/reports/${c.propertyId}/activities` }),
  },
  'GET /api/reports/:propertyId/units': {
    success: 200,
    request: (c) => ({ url: `/api/reports/${c.propertyId}/units` }),
  },
  'GET /api/reports/:propertyId/employees': {
    success: 200,
    request: (c) => ({ url: `/api/reports/${c.propertyId}/employees` }),
  },
  'GET /api/reports/:propertyId/key-receipts/:receiptId': {
    success: 200,
    request: async (c) => ({
      url: `/api/reports/${c.propertyId}/key-receipts/${await throwawayReceipt(c.propertyId)}`,
    }),
  },
  ...Object.fromEntries(
    REPORT_KINDS.flatMap((kind): [string, Case][] => [
      [
        `POST /api/reports/:propertyId/${kind}`,
        { success: 200, request: (c) => ({ url: `/api/reports/${c.propertyId}/${kind}`, payload: { criteria } }) },
      ],
      [
        `POST /api/reports/:propertyId/${kind}/export`,
        {
          success: 200,
          request: (c) => ({
            url: `/api/reports/${c.propertyId}/${kind}/export`,
            payload: { criteria, timeZone: 'UTC' },
          }),
        },
      ],
    ]),
  ),
};
