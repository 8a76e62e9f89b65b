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

const KEY_OF: Record<Exclude<RateLimitClass, 'none'>, (request: FastifyRequest) => string> = {
  'sign-in': byAddress,
  anonymous: byAddress,
  ingest: byCredential,
  export: byLogin,
  search: byLogin,
};

const DESCRIBED: Record<Exclude<RateLimitClass, 'none'>, string> = {
  'sign-in': 'per client address',
  anonymous: 'per client address',
  ingest: 'per device credential',
  export: 'per signed-in login',
  search: 'per signed-in login',
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
      const settings: RateLimitOptions = {
        max,
        timeWindow: 60_000,
        keyGenerator: KEY_OF[cls],
        // Limits per login need the auth hook's answer; the others refuse before any work is done.
        hook: cls === 'export' || cls === 'search' ? 'preHandler' : 'onRequest',
      };
      route.config = { ...(route.config ?? {}), rateLimit: settings };
      if (route.schema) {
        const note = `Rate limited: ${max} requests a minute ${DESCRIBED[cls]}; beyond that 429 with Retry-After.`;
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
