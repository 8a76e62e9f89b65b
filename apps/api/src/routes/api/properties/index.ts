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
import { scopeOf } from '#api/plugins/app/auth.ts';

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
