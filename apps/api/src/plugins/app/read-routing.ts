import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readers } from '@kc/services/db/read-routing';

/** Whom a request's reads are for: the person behind the token (an impersonator reads their own writes). */
const readerOf = (request: FastifyRequest) => {
  const who = request.impersonator ?? request.principal;
  return who ? `${who.pool}:${who.id}` : null;
};

const writes = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config.readOnly;

/**
 * Read-your-writes with a replica (decision 0070): each request runs with its reader in async context, so
 * `db.read` can send a login's reads to the primary until the replica has replayed its last write; a signed-in
 * request that may have written records the primary's WAL position before its answer leaves. No replica: no hooks.
 */
export const readRoutingPlugin = fp(
  async (app: FastifyInstance) => {
    const router = app.services.db.replica;
    if (!router) return;
    router.setLogger(app.log);
    app.addHook('onRequest', (_request, _reply, done) => readers.run({ key: null }, done));
    app.addHook('preHandler', async (request) => {
      const store = readers.getStore();
      if (store) store.key = readerOf(request);
    });
    app.addHook('onSend', async (request, reply) => {
      const key = readerOf(request);
      if (key && writes(request) && reply.statusCode < 400) await router.noteWrite(key);
    });
  },
  { name: 'read-routing', dependencies: ['services', 'auth'] },
);
