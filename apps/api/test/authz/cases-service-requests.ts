import { createDatabase, type Database } from '@kc/services/db/client';
import { insertServiceRequestRow } from '@kc/services/fixtures/service-requests';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;

/** A fresh request per cell at the cell's property (its own customer's, or another's). */
const at =
  (path = '', payload?: (version: number) => unknown, statusId: number = SR_STATUS.open) =>
  async (c: CellInput) => {
    const sr = await insertServiceRequestRow(prisma(), { propertyId: c.propertyId, statusId });
    return { url: `/api/service-requests/${sr.id}${path}`, payload: payload?.(sr.version) };
  };

/** Authorization-matrix cases of the service requests (decision 0063; merged into ROUTE_CASES). */
export const SERVICE_REQUEST_CASES: Record<string, Case> = {
  'GET /api/service-requests': { success: 200, request: () => ({ url: '/api/service-requests?mine=true' }) },
  'GET /api/service-requests/types': { success: 200, request: () => ({ url: '/api/service-requests/types' }) },
  'GET /api/service-requests/technicians': {
    success: 200,
    request: () => ({ url: '/api/service-requests/technicians' }),
  },
  'GET /api/service-requests/pinned': { success: 200, request: () => ({ url: '/api/service-requests/pinned' }) },
  'GET /api/service-requests/users/:userId': {
    success: 200,
    request: async () => {
      const user = await prisma().internalUser.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'asc' } });
      return { url: `/api/service-requests/users/${user.id}` };
    },
  },
  'GET /api/properties/:propertyId/service-requests': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/service-requests` }),
  },
  'GET /api/properties/:propertyId/service-requests/recent': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/service-requests/recent` }),
  },
  'POST /api/properties/:propertyId/service-requests': {
    success: 201,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/service-requests`,
      payload: { typeId: SR_TYPE.other, description: 'Matrix check' },
    }),
  },
  'GET /api/service-requests/:requestId': { success: 200, request: at() },
  'PUT /api/service-requests/:requestId': {
    success: 200,
    request: at('', (version) => ({ version, description: 'Matrix edit' })),
  },
  'POST /api/service-requests/:requestId/close': {
    success: 200,
    request: at('/close', (version) => ({ version, resolutionNote: 'Matrix close' })),
  },
  'POST /api/service-requests/:requestId/reopen': {
    success: 200,
    request: at('/reopen', (version) => ({ version }), SR_STATUS.closed),
  },
  'POST /api/service-requests/:requestId/notes': {
    success: 201,
    request: at('/notes', () => ({ message: 'Matrix note' })),
  },
  'PUT /api/service-requests/:requestId/pin': { success: 200, request: at('/pin') },
  'DELETE /api/service-requests/:requestId/pin': { success: 200, request: at('/pin') },
};
