import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Security headers always; CORS only for the origins CORS_ORIGINS names (off by default: the web app is same-origin). */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { corsOrigins?: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  // Answers of the API carry tokens and personal data: no cache keeps them unless a route says otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const origins =
    opts.corsOrigins
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  if (origins.length > 0) await app.register(cors, { origin: origins, credentials: false });
});
