import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `pid` tells which API process answered (several share one port with CLUSTER=N; decision 0069). */
const HealthSchema = z.object({ status: z.literal('ok'), pid: z.int() });
const ReadySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({ database: z.enum(['up', 'down']), redis: z.enum(['up', 'down', 'not-configured']) }),
});

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true, rateLimitClass: 'none' },
      schema: { tags: ['system'], summary: 'Process is alive', security: [], response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const, pid: process.pid }),
  );

  app.get(
    '/api/ready',
    {
      config: { public: true, rateLimitClass: 'none' },
      schema: {
        tags: ['system'],
        summary: 'Database and Redis are reachable',
        security: [],
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const database = await withTimeout(app.services.db.pool.query('SELECT 1'), 2000).then(
        () => 'up' as const,
        () => 'down' as const,
      );
      const redis = !app.redis
        ? ('not-configured' as const)
        : await withTimeout(app.redis.ping(), 2000).then(
            () => 'up' as const,
            () => 'down' as const,
          );
      const ready = database === 'up' && redis !== 'down';
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'not-ready', checks: { database, redis } });
    },
  );
};

export default healthRoutes;
