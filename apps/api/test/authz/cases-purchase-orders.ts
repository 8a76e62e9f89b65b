import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@kc/services/db/client';
import { insertPurchaseOrder } from '@kc/services/fixtures/purchase-orders';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;

/** A fresh order per cell, at the status the route's step starts from (never 5: that would flag the demo property). */
const order = async (propertyId: number, statusId: number, draft = false) =>
  insertPurchaseOrder(prisma(), { propertyId, statusId, draft });
const at =
  (statusId: number, path = '', payload?: (version: number) => unknown) =>
  async (c: CellInput) => {
    const po = await order(c.propertyId, statusId);
    return { url: `/api/purchase-orders/${po.id}${path}`, payload: payload?.(po.version) };
  };

/** Authorization-matrix cases of the purchase orders (merged into ROUTE_CASES). */
export const PURCHASE_ORDER_CASES: Record<string, Case> = {
  'GET /api/purchase-orders': { success: 200, request: () => ({ url: '/api/purchase-orders?propertyName=Matrix' }) },
  'GET /api/production-queue': { success: 200, request: () => ({ url: '/api/production-queue?propertyName=Matrix' }) },
  'GET /api/production-queue/export': {
    success: 200,
    request: () => ({ url: '/api/production-queue/export?propertyName=Matrix' }),
  },
  'GET /api/purchase-orders/lookups': { success: 200, request: () => ({ url: '/api/purchase-orders/lookups' }) },
  'POST /api/properties/:propertyId/purchase-orders': {
    success: 201,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/purchase-orders`, payload: { draft: true } }),
  },
  'GET /api/purchase-orders/:poId': { success: 200, request: at(3) },
  'GET /api/purchase-orders/:poId/status-information': { success: 200, request: at(3, '/status-information') },
  'PUT /api/purchase-orders/:poId': {
    success: 200,
    request: async (c) => {
      const po = await order(c.propertyId, 1, true);
      return { url: `/api/purchase-orders/${po.id}`, payload: { draft: true, version: po.version } };
    },
  },
  'POST /api/purchase-orders/:poId/approve': { success: 200, request: at(1, '/approve') },
  'PUT /api/purchase-orders/:poId/disabled': { success: 200, request: at(1, '/disabled', () => ({ disabled: true })) },
  'POST /api/purchase-orders/:poId/status': {
    success: 200,
    request: at(6, '/status', () => ({ fromStatusId: 6, toStatusId: 7 })),
  },
  'PUT /api/purchase-orders/:poId/file-created': {
    success: 200,
    request: at(3, '/file-created', () => ({ fromStatusId: 3 })),
  },
  'PUT /api/purchase-orders/:poId/action-completed': {
    success: 200,
    request: at(4, '/action-completed', () => ({ action: 'Matrix check' })),
  },
  'PUT /api/purchase-orders/:poId/customer-number': {
    success: 200,
    // A new property without a number of the cell's customer, so the demo property keeps its own.
    request: async (c) => {
      const property = await c.throwaway('property');
      const po = await order(property.id, 2);
      return {
        url: `/api/purchase-orders/${po.id}/customer-number`,
        payload: { customerNumber: `M${randomBytes(5).toString('hex')}` },
      };
    },
  },
  'PUT /api/purchase-orders/:poId/accounting-status': {
    success: 200,
    request: at(3, '/accounting-status', () => ({ accountingStatusId: 2 })),
  },
  // Decision 0060: the agreement PDF and "e-mail purchase order" (the fixture's order has a billing e-mail).
  'GET /api/purchase-orders/:poId/agreement.pdf': { success: 200, request: at(3, '/agreement.pdf') },
  'POST /api/purchase-orders/:poId/agreement-email': { success: 202, request: at(3, '/agreement-email') },
};
