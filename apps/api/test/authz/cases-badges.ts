import { randomBytes } from 'node:crypto';
import { createDatabase, type Database } from '@kc/services/db/client';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
/** Throwaway records need the database; the matrix's own handle is not passed to cases, so this file opens a small one. */
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;
const tag = () => randomBytes(3).toString('hex');

const badge = (propertyId: number, active = true) =>
  prisma().badge.create({
    data: { propertyId, badgeNumber: `M${tag()}`, employeeName: 'Matrix Badge', active },
    select: { id: true, version: true },
  });
const unit = (propertyId: number) =>
  prisma().unit.create({ data: { propertyId, name: `M${tag()}` }, select: { id: true } });
async function restriction(propertyId: number) {
  const [b, u] = await Promise.all([badge(propertyId), unit(propertyId)]);
  const r = await prisma().badgeRestriction.create({
    data: { propertyId, badges: { create: [{ badgeId: b.id }] }, units: { create: [{ unitId: u.id }] } },
    select: { id: true, version: true },
  });
  return { ...r, badgeId: b.id, unitId: u.id };
}

/** Authorization-matrix cases of the badges routes (merged into ROUTE_CASES). */
export const BADGES_CASES: Record<string, Case> = {
  'GET /api/properties/:propertyId/badges/active': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/badges/active` }),
  },
  'GET /api/properties/:propertyId/badges/inactive': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/badges/inactive` }),
  },
  'POST /api/properties/:propertyId/badges': {
    success: 201,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/badges`,
      payload: { employeeName: 'Matrix Badge', badgeNumber: `M${tag()}` },
    }),
  },
  // Ten years idle: no demo badge qualifies, so the matrix never deactivates demo data.
  'POST /api/properties/:propertyId/clear-unused-badge': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/clear-unused-badge`, payload: { days: 3650 } }),
  },
  'GET /api/badges/:id': {
    success: 200,
    request: async (c) => ({ url: `/api/badges/${(await badge(c.propertyId)).id}` }),
  },
  'PUT /api/badges/:id': {
    success: 200,
    request: async (c) => ({
      url: `/api/badges/${(await badge(c.propertyId)).id}`,
      payload: { employeeName: 'Matrix Edited', badgeNumber: `M${tag()}`, version: 1 },
    }),
  },
  'POST /api/badges/:id/deactivate': {
    success: 200,
    request: async (c) => ({ url: `/api/badges/${(await badge(c.propertyId)).id}/deactivate` }),
  },
  'POST /api/badges/:id/reactivate': {
    success: 200,
    request: async (c) => ({ url: `/api/badges/${(await badge(c.propertyId, false)).id}/reactivate` }),
  },
  'GET /api/badge-search/corporation/:id': {
    success: 200,
    request: (c) => ({ url: `/api/badge-search/corporation/${c.refs.corporation}?q=a` }),
  },
  'GET /api/badge-search/division/:id': {
    success: 200,
    request: (c) => ({ url: `/api/badge-search/division/${c.refs.division}?q=a` }),
  },
  'GET /api/badge-search/region/:id': {
    success: 200,
    request: (c) => ({ url: `/api/badge-search/region/${c.refs.region}?q=a` }),
  },

  'GET /api/properties/:propertyId/badge-restrictions': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/badge-restrictions` }),
  },
  'GET /api/properties/:propertyId/badge-restrictions/choices': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/badge-restrictions/choices` }),
  },
  'POST /api/properties/:propertyId/badge-restrictions': {
    success: 201,
    request: async (c) => {
      const [b, u] = await Promise.all([badge(c.propertyId), unit(c.propertyId)]);
      return {
        url: `/api/properties/${c.propertyId}/badge-restrictions`,
        payload: { name: 'Matrix', badgeIds: [b.id], unitIds: [u.id] },
      };
    },
  },
  'PUT /api/badge-restrictions/:id': {
    success: 200,
    request: async (c) => {
      const r = await restriction(c.propertyId);
      return {
        url: `/api/badge-restrictions/${r.id}`,
        payload: { name: 'Matrix edited', badgeIds: [r.badgeId], unitIds: [r.unitId], version: r.version },
      };
    },
  },
  'DELETE /api/badge-restrictions/:id': {
    success: 204,
    request: async (c) => ({ url: `/api/badge-restrictions/${(await restriction(c.propertyId)).id}` }),
  },

  'GET /api/properties/:propertyId/vendors': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/vendors?includeInactive=true` }),
  },
  'POST /api/properties/:propertyId/vendors': {
    success: 201,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/vendors`, payload: { name: `Matrix Vendor ${tag()}` } }),
  },
  'PUT /api/vendors/:id': {
    success: 200,
    request: async (c) => {
      const v = await prisma().vendor.create({ data: { propertyId: c.propertyId, name: `Matrix Vendor ${tag()}` } });
      return { url: `/api/vendors/${v.id}`, payload: { name: v.name, active: false, version: v.version } };
    },
  },
  'GET /api/properties/:propertyId/work-orders': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/work-orders` }),
  },
  'POST /api/properties/:propertyId/work-orders': {
    success: 201,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/work-orders`,
      payload: { number: `M${tag()}`, description: 'Matrix work order' },
    }),
  },
  'GET /api/work-orders/:id': {
    success: 200,
    request: async (c) => ({
      url: `/api/work-orders/${(await prisma().workOrder.create({ data: { propertyId: c.propertyId, number: `M${tag()}`, description: 'Matrix' } })).id}`,
    }),
  },
  'PUT /api/work-orders/:id': {
    success: 200,
    request: async (c) => {
      const w = await prisma().workOrder.create({
        data: { propertyId: c.propertyId, number: `M${tag()}`, description: 'Matrix' },
      });
      return {
        url: `/api/work-orders/${w.id}`,
        payload: { number: w.number, description: 'Matrix edited', status: 'completed', version: w.version },
      };
    },
  },
  'GET /api/properties/:propertyId/activities': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/activities` }),
  },
  // Setting code 20 to its default (blank) name changes nothing in the demo data.
  'PUT /api/properties/:propertyId/activities': {
    success: 200,
    request: (c) => ({
      url: `/api/properties/${c.propertyId}/activities`,
      payload: { activities: [{ activityCode: 20, activityName: '' }] },
    }),
  },
  'GET /api/properties/:propertyId/exception-alerts': {
    success: 200,
    request: (c) => ({ url: `/api/properties/${c.propertyId}/exception-alerts` }),
  },
};
