import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 built from the routes' zod schemas, at /api/openapi.json, with the interactive reference at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Key Control Portal API',
        version: '0.1.0',
        description: 'API of the key-control portal: accounts, sign-in and the business areas.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Key cabinets' datalogs: `Authorization: Bearer kcd_…`, issued per datalog (decision 0016).
          deviceToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'device token (kcd_…)',
            description: "A datalog's own revocable credential; user JWTs are refused on device routes.",
          },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The reference page and its assets are public; the operations it calls still need a token.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
});
