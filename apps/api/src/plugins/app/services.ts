import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServiceContext } from '@kc/services/context';

declare module 'fastify' {
  interface FastifyInstance {
    services: ServiceContext;
    redis: Redis | null;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: { services: ServiceContext; redis: Redis | null }) => {
    app.decorate('services', opts.services);
    app.decorate('redis', opts.redis);
  },
  { name: 'services' },
);
