import { z } from 'zod';
import { PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MyPropertySchema, NamedEntitySchema, PropertySummarySchema } from '@kc/domain/property-summary';
import {
  getPropertySummary,
  listMyDivisions,
  listMyProperties,
  listMyRegions,
} from '@kc/services/properties/property-summaries';
import { ChangeFormResultSchema, ChangeFormSchema } from '@kc/domain/service-requests/change-form';
import { CHANGE_FORM_RIGHT } from '@kc/domain/service-requests/change-form-right';
import { sendChangeForm } from '@kc/services/service-requests/send-change-form';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:propertyId/summary',
    {
      config: { scope: 'property' },
      schema: {
        tags: ['properties'],
        summary: 'Name, customer number, address, phone and account flags of a property the caller reaches',
        params: PropertyParamsSchema,
        response: { 200: PropertySummarySchema, ...errors },
      },
    },
    async (request) => getPropertySummary(app.services, await scopeOf(request), request.params.propertyId),
  );

  app.post(
    '/api/properties/:propertyId/send-change-form',
    {
      config: { permission: CHANGE_FORM_RIGHT, scope: 'property' },
      schema: {
        tags: ['properties', 'service-requests'],
        summary:
          "A customer's change form (units, badges, contacts, note): a Change Form service request at the property, " +
          'its summary as the first note and e-mailed to support (decision 0064)',
        params: PropertyParamsSchema,
        body: ChangeFormSchema,
        response: { 201: ChangeFormResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await sendChangeForm(
        app.services,
        await callerOf(request),
        request.params.propertyId,
        request.body,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/me/properties',
    {
      schema: {
        tags: ['properties'],
        summary: "The properties of the signed-in customer login's scope (empty for provider staff)",
        response: { 200: z.array(MyPropertySchema), ...errors },
      },
    },
    async (request) => listMyProperties(app.services, await scopeOf(request)),
  );

  app.get(
    '/api/me/regions',
    {
      schema: {
        tags: ['properties'],
        summary: "The regions of the signed-in customer login's scope",
        response: { 200: z.array(NamedEntitySchema), ...errors },
      },
    },
    async (request) => listMyRegions(app.services, await scopeOf(request)),
  );

  app.get(
    '/api/me/divisions',
    {
      schema: {
        tags: ['properties'],
        summary: "The divisions of the signed-in customer login's scope",
        response: { 200: z.array(NamedEntitySchema), ...errors },
      },
    },
    async (request) => listMyDivisions(app.services, await scopeOf(request)),
  );
};

export default propertyRoutes;
