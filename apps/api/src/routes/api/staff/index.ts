import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { StaffSearchBodySchema, StaffSearchResultSchema } from '@kc/domain/staff';
import { searchStaff } from '@kc/services/staff/search-staff';
import { scopeOf } from '../../../plugins/app/auth.ts';

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/staff/search', {
    // Scope shows in the results (other customers' logins are never listed), not as a 404.
    config: { permission: 'SiteLogin_READ' },
    schema: {
      tags: ['staff'], summary: 'Search site logins by name or e-mail within what the caller may reach',
      body: StaffSearchBodySchema,
      response: { 200: StaffSearchResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
    },
  }, async (request) => searchStaff(app.services, await scopeOf(request), request.body));
};

export default staffRoutes;
