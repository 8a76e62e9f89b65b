import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import { SearchQuerySchema, SearchResultSchema } from '@kc/domain/hierarchy';
import { globalSearch } from '@kc/services/search/global-search';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { permission: 'AllEntities_READ', rateLimitClass: 'search' },
      schema: {
        tags: ['search'],
        summary:
          'Typo-tolerant search over corporations, divisions, regions, properties (name, code, customer number, address) and site logins',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => globalSearch(app.services, request.query.query, request.query.limit),
  );
};

export default searchRoutes;
