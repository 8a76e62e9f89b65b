import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { LOOKUPS, LookupItemSchema, LookupNameSchema } from '@kc/domain/lookups';
import { AddressOptionsSchema, COUNTRIES, SUBDIVISIONS_BY_COUNTRY } from '@kc/domain/addresses';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** Static lists (decision 0012): served for clients that do not bundle @kc/domain. */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lookups/:name',
    {
      schema: {
        tags: ['lookups'],
        summary:
          'cabinet-types, datalog-types, property-management-systems, server-platforms, cancellation-reasons, billing-methods',
        params: z.object({ name: LookupNameSchema }),
        response: { 200: z.array(LookupItemSchema), ...errors },
      },
    },
    async (request) => [...LOOKUPS[request.params.name]],
  );

  app.get(
    '/api/lookups/address-options',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Countries and their states or provinces with codes',
        response: { 200: AddressOptionsSchema, ...errors },
      },
    },
    async () => ({
      countries: [...COUNTRIES],
      subdivisions: Object.fromEntries(Object.entries(SUBDIVISIONS_BY_COUNTRY).map(([k, v]) => [k, [...v]])),
    }),
  );
};

export default lookupRoutes;
