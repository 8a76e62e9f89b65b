import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Database } from '@kc/services/db/client';
import type { PolicyName } from '@kc/domain/policies';
import { configureZodEnglish } from '@kc/domain/zod-english';
import type { Env } from './env.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { openApiPlugin } from './plugins/external/openapi.ts';
import { rateLimitPlugin } from './plugins/external/rate-limit.ts';
import { frameworkErrors, registerErrorHandling, unreadableUrlRoute } from './plugins/app/error-handler.ts';
import { registerStorableTextCheck } from './plugins/app/storable-text.ts';
import { servicesPlugin } from './plugins/app/services.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { readRoutingPlugin } from './plugins/app/read-routing.ts';
import { webPlugin } from './plugins/app/web.ts';
import { uploadsPlugin } from './plugins/app/uploads.ts';
import { metricsPlugin } from './plugins/app/metrics.ts';
import healthRoutes from './routes/api/health/index.ts';
import purchaseOrderRoutes from './routes/api/purchase-orders/index.ts';
import purchaseOrderAgreementRoutes from './routes/api/purchase-order-agreement/index.ts';
import serviceRequestRoutes from './routes/api/service-requests/index.ts';
import authRoutes from './routes/api/auth/index.ts';
import passwordRoutes from './routes/api/passwords/index.ts';
import auditRoutes from './routes/api/audit/index.ts';
import staffPermissionRoutes from './routes/api/staff-permissions/index.ts';
import ssoRoutes from './routes/api/sso/index.ts';
import staffRoutes from './routes/api/staff/index.ts';
import propertyRoutes from './routes/api/properties/index.ts';
import propertyHierarchyRoutes from './routes/api/properties/hierarchy.ts';
import corporationRoutes from './routes/api/corporations/index.ts';
import divisionRoutes from './routes/api/divisions/index.ts';
import regionRoutes from './routes/api/regions/index.ts';
import lookupRoutes from './routes/api/lookups/index.ts';
import noteRoutes from './routes/api/notes/index.ts';
import userRoutes from './routes/api/users/index.ts';
import searchRoutes from './routes/api/search/index.ts';
import deviceRoutes from './routes/api/devices/index.ts';
import datalogRoutes from './routes/api/datalogs/index.ts';
import badgeRoutes from './routes/api/badges/index.ts';
import reportRoutes from './routes/api/reports/index.ts';
import internalReportRoutes from './routes/api/internal-reports/index.ts';
import serviceRequestReportRoutes from './routes/api/service-request-reports/index.ts';
import overviewRoutes from './routes/api/overview/index.ts';
import optOutRoutes from './routes/api/opt-out/index.ts';
import residentRoutes from './routes/api/residents/index.ts';
import keyActivityAlertRoutes from './routes/api/key-activity-alerts/index.ts';
import alertRoutes from './routes/api/alerts/index.ts';
import serviceRequestFileRoutes from './routes/api/service-requests/files.ts';
import { localDiskStorage } from '@kc/services/storage/local-disk-storage';

/** A registered API route and what it declares about access (read by the authorization-matrix test and docs). */
export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
  permission: readonly string[];
  policy: PolicyName | null;
  scope: 'none' | 'self' | 'site-login' | 'property' | 'corporation' | 'division' | 'region';
}

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

export interface AppDeps {
  env: Env;
  db: Database;
  redis: Redis | null;
  /** Tests pass false to keep output quiet. */
  logger?: boolean | object;
}

function tlsOptions(env: Env) {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return {};
  return {
    http2: true,
    https: { allowHTTP1: true, cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) },
  };
}

export async function buildApp({ env, db, redis, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify<RawServerDefault>({
    // HTTPS with HTTP/2 when given a certificate: a page's many small files then share one connection instead of
    // queueing for six (decision 0047). The instance's types stay those of HTTP/1.1: with allowHTTP1 the compatibility
    // request and response objects are what every handler here uses.
    ...(tlsOptions(env) as object),
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'body.password', 'body.refreshToken'],
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Only trust X-Forwarded-For when told the API sits behind a proxy; throttling keys on the address.
    trustProxy: env.TRUST_PROXY,
    frameworkErrors,
    // A path parameter may be as long as any URL Node reads (its 16 KiB header limit): its schema, not the router,
    // refuses one too long, naming the field (the router's own 414 is answered outside every hook).
    routerOptions: { maxParamLength: 16_384 },
  }).withTypeProvider<ZodTypeProvider>();

  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.schema?.hide) return;
    const config = (route.config ?? {}) as {
      public?: boolean;
      permission?: string | readonly string[];
      policy?: PolicyName;
      scope?: RouteAccess['scope'];
    };
    for (const method of methods) {
      routeAccess.push({
        method,
        url: route.url,
        public: config.public === true,
        permission: config.permission === undefined ? [] : [config.permission].flat(),
        policy: config.policy ?? null,
        scope: config.scope ?? 'none',
      });
    }
  });

  // The domain's schemas are zod/mini (decision 0046): field errors keep zod's English wording.
  configureZodEnglish();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request arrives (a synchronous hook, no promise per request): every answer after it carries it, errors too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandling(app);
  registerStorableTextCheck(app);

  await app.register(securityPlugin, { corsOrigins: env.CORS_ORIGINS, webDist: env.WEB_DIST });
  await app.register(rateLimitPlugin, {
    redisUrl: env.REDIS_URL,
    perMinute: {
      'sign-in': env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      anonymous: env.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      ingest: env.RATE_LIMIT_INGEST_PER_MINUTE,
      export: env.RATE_LIMIT_EXPORT_PER_MINUTE,
      search: env.RATE_LIMIT_SEARCH_PER_MINUTE,
    },
  });
  await app.register(openApiPlugin);
  await app.register(servicesPlugin, {
    services: {
      db,
      log: app.log,
      auth: {
        refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
        throttle: {
          windowMinutes: env.AUTH_THROTTLE_WINDOW_MINUTES,
          delayAfter: env.AUTH_DELAY_AFTER_FAILURES,
          maxDelaySeconds: env.AUTH_MAX_DELAY_SECONDS,
          pairLimit: env.AUTH_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
          accountLimit: env.AUTH_MAX_FAILURES_PER_ACCOUNT,
          addressLimit: env.AUTH_MAX_FAILURES_PER_ADDRESS,
        },
        passwordMinLength: env.PASSWORD_MIN_LENGTH,
        publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      },
      supportEmail: env.SUPPORT_EMAIL,
    },
    redis,
  });
  await app.register(metricsPlugin);
  await app.register(authPlugin, {
    secret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    identityCacheMs: env.IDENTITY_CACHE_MS,
    redisUrl: env.REDIS_URL,
  });
  await app.register(readRoutingPlugin);
  await app.register(uploadsPlugin);
  await app.register(unreadableUrlRoute);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordRoutes);
  await app.register(auditRoutes);
  await app.register(staffPermissionRoutes);
  await app.register(ssoRoutes);
  await app.register(staffRoutes);
  await app.register(propertyRoutes);
  await app.register(propertyHierarchyRoutes);
  await app.register(corporationRoutes);
  await app.register(divisionRoutes);
  await app.register(regionRoutes);
  await app.register(lookupRoutes);
  await app.register(noteRoutes);
  await app.register(userRoutes);
  await app.register(searchRoutes);
  await app.register(deviceRoutes);
  await app.register(datalogRoutes);
  await app.register(keyActivityAlertRoutes);
  await app.register(badgeRoutes);
  await app.register(reportRoutes);
  await app.register(internalReportRoutes);
  await app.register(overviewRoutes);
  await app.register(alertRoutes);
  await app.register(optOutRoutes);
  await app.register(residentRoutes);
  await app.register(purchaseOrderRoutes);
  await app.register(purchaseOrderAgreementRoutes);
  await app.register(serviceRequestRoutes);
  await app.register(serviceRequestReportRoutes);
  await app.register(serviceRequestFileRoutes, { storage: localDiskStorage(env.FILE_STORAGE_DIR) });
  await app.register(webPlugin, { webDist: env.WEB_DIST });
  return app;
}
