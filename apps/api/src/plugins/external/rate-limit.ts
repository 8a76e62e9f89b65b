import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { AppError, ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';

/**
 * Classes of rate-limited routes (decision 0031). A route names its class in `config.rateLimitClass`; every other
 * public route is `anonymous`, so an anonymous route added later is limited without anyone remembering to.
 * - `sign-in`: guesses at a secret (sign-in, new password, reset codes, SSO), per address;
 * - `anonymous`: any other public route, per address;
 * - `ingest`: device routes, per device credential (many datalogs may share one address);
 * - `export` and `search`: expensive reads, per signed-in login;
 * - `none`: not limited (health probes of the load balancer).
 */
export type RateLimitClass = 'sign-in' | 'anonymous' | 'ingest' | 'export' | 'search' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimitClass?: RateLimitClass;
  }
}

export type RateLimitsPerMinute = Record<Exclude<RateLimitClass, 'none'>, number>;

const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 22);

const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
/** The credential itself (hashed, never stored) is the key: a datalog is one client whatever its address. */
const byCredential = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header !== '' ? `cred:${digest(header)}` : byAddress(request);
};
/** After the auth hook: the login; an internal user impersonating a customer spends his own budget. */
const byLogin = (request: FastifyRequest) => {
  const who = request.impersonator ?? request.principal;
  return who ? `login:${who.pool}:${who.id}` : byAddress(request);
};

/** Per class: who is counted, how the OpenAPI says so, and when (limits per login need the auth hook's answer). */
const COUNTED: Record<
  Exclude<RateLimitClass, 'none'>,
  { key: (request: FastifyRequest) => string; per: string; hook: 'onRequest' | 'preHandler' }
> = {
  'sign-in': { key: byAddress, per: 'per client address', hook: 'onRequest' },
  anonymous: { key: byAddress, per: 'per client address', hook: 'onRequest' },
  ingest: { key: byCredential, per: 'per device credential', hook: 'onRequest' },
  export: { key: byLogin, per: 'per signed-in login', hook: 'preHandler' },
  search: { key: byLogin, per: 'per signed-in login', hook: 'preHandler' },
};

export function classOf(route: Pick<RouteOptions, 'url' | 'config'>): RateLimitClass {
  const config = (route.config ?? {}) as { public?: boolean; rateLimitClass?: RateLimitClass };
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return 'none';
  return config.rateLimitClass ?? (config.public ? 'anonymous' : 'none');
}

/**
 * @fastify/rate-limit on Redis, so several API processes share the counts (in memory when there is no Redis). Its own
 * connection fails fast instead of queueing: if Redis is down, requests go through unlimited rather than hang
 * (skipOnError). Each limited route is documented in the OpenAPI with its limit and a 429 answer.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string; perMinute: RateLimitsPerMinute }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : null;
    // Connection trouble is the API's readiness concern, reported there; here it only means "skip limiting".
    redis?.on('error', () => undefined);
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });

    // Runs before @fastify/rate-limit's own onRoute hook (registered below), turning a class into its settings.
    app.addHook('onRoute', (route) => {
      const cls = classOf(route);
      if (cls === 'none') return;
      const max = opts.perMinute[cls];
      const { key, per, hook } = COUNTED[cls];
      const settings: RateLimitOptions = { max, timeWindow: 60_000, keyGenerator: key, hook };
      route.config = { ...(route.config ?? {}), rateLimit: settings };
      if (route.schema) {
        const note = `Rate limited: ${max} requests a minute ${per}; beyond that 429 with Retry-After.`;
        route.schema.description = route.schema.description ? `${route.schema.description}\n\n${note}` : note;
        route.schema.response = { ...(route.schema.response ?? {}), 429: ErrorBodySchema };
      }
    });

    await app.register(rateLimit, {
      global: false,
      redis: redis ?? undefined,
      nameSpace: 'kc-rate-limit:',
      skipOnError: true,
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_ATTEMPTS', MESSAGES.tooManyRequests, [], {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
