import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@kc/domain/ids';
import { ErrorBodySchema } from '@kc/domain/errors';
import { StaffSearchBodySchema, StaffSearchResultSchema } from '@kc/domain/staff';
import { searchStaff } from '@kc/services/staff/search-staff';
import {
  StaffCreateSchema,
  StaffDetailSchema,
  StaffRemoveQuerySchema,
  StaffRemoveResultSchema,
  StaffUpdateSchema,
} from '@kc/domain/staff-form';
import { getStaff } from '@kc/services/staff/get-staff';
import { createStaff } from '@kc/services/staff/create-staff';
import { updateStaff } from '@kc/services/staff/update-staff';
import { removeStaff } from '@kc/services/staff/remove-staff';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const tags = ['staff'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/search',
    {
      // Scope shows in the results (other customers' logins are never listed), not as a 404.
      config: { permission: 'SiteLogin_READ', rateLimitClass: 'search' },
      schema: {
        tags: ['staff'],
        summary: 'Search site logins by name or e-mail within what the caller may reach',
        body: StaffSearchBodySchema,
        response: { 200: StaffSearchResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => searchStaff(app.services, await scopeOf(request), request.body),
  );

  app.get(
    '/api/staff/:id',
    {
      config: { permission: 'SiteLogin_READ', scope: 'site-login' },
      schema: {
        tags,
        summary: 'A site login for the staff form',
        params: IdParamsSchema,
        response: { 200: StaffDetailSchema, ...errors },
      },
    },
    async (request) => getStaff(app.services, await scopeOf(request), request.params.id),
  );

  app.post(
    '/api/staff',
    {
      config: { permission: 'SiteLogin_CREATE', scope: 'property' },
      schema: {
        tags,
        summary: 'Create a site login from the staff form; a temporary password is e-mailed',
        body: StaffCreateSchema,
        response: { 201: StaffDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createStaff(app.services, await callerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/staff/:id',
    {
      config: { permission: 'SiteLogin_UPDATE', scope: 'site-login' },
      schema: {
        tags,
        summary: 'Save the staff form of an existing login (version-checked; e-mail not editable)',
        params: IdParamsSchema,
        body: StaffUpdateSchema,
        response: { 200: StaffDetailSchema, ...errors },
      },
    },
    async (request) => updateStaff(app.services, await callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/staff/:id',
    {
      config: { permission: 'SiteLogin_DELETE', scope: 'site-login' },
      schema: {
        tags,
        summary:
          'Remove a login from a property (?propertyId=), or delete it (one property, ?allProperties=true, or no property)',
        params: IdParamsSchema,
        querystring: StaffRemoveQuerySchema,
        response: { 200: StaffRemoveResultSchema, ...errors },
      },
    },
    async (request) => removeStaff(app.services, await callerOf(request), request.params.id, request.query),
  );
};

export default staffRoutes;
