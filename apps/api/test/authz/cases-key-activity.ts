import { createDatabase, type Database } from '@kc/services/db/client';
import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

let db: Database | undefined;
const prisma = () => (db ??= createDatabase(process.env.DATABASE_URL!, 2)).prisma;

/** A paused throwaway rule, so the matrix never makes the worker send mail. */
const alert = (propertyId: number) =>
  prisma().keyActivityAlert.create({
    data: {
      propertyId,
      description: 'Matrix rule',
      recipients: ['matrix@factory.test'],
      activityCodes: [2],
      timeZone: 'UTC',
      active: false,
    },
    select: { id: true, version: true },
  });
const body = {
  description: 'Matrix rule',
  recipients: ['matrix@factory.test'],
  activityCodes: [2],
  timeZone: 'UTC',
  active: false,
};
const base = (c: CellInput) => `/api/properties/${c.propertyId}/key-activity-alerts`;

/** Authorization-matrix cases of the key-activity e-mail rules (merged into ROUTE_CASES). */
export const KEY_ACTIVITY_CASES: Record<string, Case> = {
  'GET /api/properties/:propertyId/key-activity-alerts': { success: 200, request: (c) => ({ url: base(c) }) },
  'GET /api/properties/:propertyId/key-activity-alerts/choices': {
    success: 200,
    request: (c) => ({ url: `${base(c)}/choices` }),
  },
  'GET /api/properties/:propertyId/key-activity-alerts/:alertId': {
    success: 200,
    request: async (c) => ({ url: `${base(c)}/${(await alert(c.propertyId)).id}` }),
  },
  'POST /api/properties/:propertyId/key-activity-alerts': {
    success: 201,
    request: (c) => ({ url: base(c), payload: body }),
  },
  'PUT /api/properties/:propertyId/key-activity-alerts/:alertId': {
    success: 200,
    request: async (c) => {
      const a = await alert(c.propertyId);
      return { url: `${base(c)}/${a.id}`, payload: { ...body, version: a.version } };
    },
  },
  'DELETE /api/properties/:propertyId/key-activity-alerts/:alertId': {
    success: 204,
    request: async (c) => ({ url: `${base(c)}/${(await alert(c.propertyId)).id}` }),
  },
};
