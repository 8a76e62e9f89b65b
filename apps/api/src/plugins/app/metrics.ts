import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createApiMetrics, type ApiMetrics } from '../../metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/**
 * Times every request by its route template (never the raw URL: ids would make one series per record) and status
 * class. The metrics are served on METRICS_PORT, not on the public port (decision 0069).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = createApiMetrics({ db: app.services.db, redis: app.redis });
    app.decorate('metrics', metrics);
    app.addHook('onClose', () => metrics.close());
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);
