import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import fastifyJwt from '@fastify/jwt';
import { createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { DbIdParamSchema } from '@kc/domain/ids';
import type { Pool, TokenSet } from '@kc/domain/auth';
import { loadPrincipal, type Principal } from '@kc/services/auth/principal';
import { loadRequestIdentity } from '@kc/services/auth/request-identity';
import { IdentityCache } from './identity-cache.ts';
import { localIdentityVersion, redisIdentityVersion } from '@kc/services/auth/identity-version';
import { loadAccessRights } from '@kc/services/auth/get-me';
import { resolveScope, type Scope } from '@kc/services/access/scope';
import type { Actor } from '@kc/services/audit/record-revision';
import type { Caller } from '@kc/services/access/caller';
import { can, type PermissionKey, type Rights } from '@kc/domain/permissions';
import { POLICIES, type PolicyName } from '@kc/domain/policies';

interface AccessClaims {
  sub: string;
  sid: string;
  role: number;
  typ: 'access' | 'id';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** The id token also carries `email`, `name` and `lvl` (the commercial level, a loading hint: decision 0072). */
    payload: AccessClaims & { email?: string; name?: string; lvl?: number };
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    sessionId: string | null;
    rights: Rights | null;
    /** The caller's scope, resolved once per request (see scopeOf). */
    scope: Scope | null;
    /** The internal user acting as `principal` while impersonating. */
    impersonator: Principal | null;
  }
  interface FastifyInstance {
    issueTokens(principal: Principal, familyId: string, refreshToken: string): TokenSet;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they say `public: true`. */
    public?: boolean;
    /** The right a signed-in caller needs (any one of a list). Scope is checked by the service. */
    permission?: PermissionKey | readonly PermissionKey[];
    /** A named domain policy the caller must satisfy, where the spec names roles rather than a right (e.g. the audit log). */
    policy?: PolicyName;
    /**
     * Which record the route reaches, for the authorization matrix: `none` (no customer record), `self` (the
     * caller's own login), `site-login` / `property` / `corporation` / `division` / `region` (a record in the caller's
     * scope; others answer 404).
     */
    scope?: 'none' | 'self' | 'site-login' | 'property' | 'corporation' | 'division' | 'region';
    /** A POST that changes nothing (a report run with criteria in its body): it keeps the identity cache. */
    readOnly?: boolean;
    /**
     * A write that can change no login, right, session or scope (the device API: transactions, versions): it keeps
     * every process's identity cache instead of raising the shared identity version.
     */
    keepsIdentities?: boolean;
  }
}

const unauthorized = () => new AppError('UNAUTHORIZED', MESSAGES.unauthorized);

function parseSubject(sub: string): { pool: Pool; id: number } | null {
  const m = /^(internal|external):(\d+)$/.exec(sub);
  return m ? { pool: m[1] as Pool, id: Number(m[2]) } : null;
}

/**
 * Access tokens are short-lived JWTs; every request also checks that the session (refresh-token family)
 * is still live and the login still enabled, so sign-out and disabling take effect at once.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { secret: string; accessTokenTtlSeconds: number; identityCacheMs: number; redisUrl?: string },
  ) => {
    // Shared by every API process through Redis (decisions 0069 and 0084); one process without Redis needs only its own count.
    let warned = false;
    const version = opts.redisUrl
      ? redisIdentityVersion(opts.redisUrl, {
          onError: (err) => {
            if (!warned) app.log.warn({ event: 'identity-version.error', err: err.message }, 'identity cache off');
            warned = true;
          },
        })
      : localIdentityVersion();
    app.addHook('onClose', () => version.close());
    const identities = new IdentityCache(version, opts.identityCacheMs);
    // What an operator watches of the agreement (docs/scaling.md): summed over the cluster, the processes that know the
    // version from memory (the rest read it from Redis on every request), and the raises not acknowledged by all.
    new Gauge({
      name: 'kc_identity_version_in_memory',
      help: 'API processes that know the identity version from their live subscription (decision 0084); a process at 0 reads it from Redis on every request',
      registers: [app.metrics.registry],
      collect() {
        this.set(version.fromMemory() ? 1 : 0);
      },
    });
    const raiseFailures = new Counter({
      name: 'kc_identity_version_raise_failures_total',
      help: 'Changes whose identity version raise failed or was not acknowledged by every listening process in time',
      registers: [app.metrics.registry],
    });
    // Whatever a state-changing request did (sign-out, a login's rights or scope, a deleted property), the next
    // request to any process must not see the identity from before it: raise the shared version before the answer
    // leaves. Should Redis refuse, the change is already committed: the answer stands, and other processes whose
    // read of the version fails too read identities from the database.
    app.addHook('onSend', async (request) => {
      const config = request.routeOptions.config;
      if (request.method === 'GET' || request.method === 'HEAD' || config.readOnly || config.keepsIdentities) return;
      await identities.invalidate().catch((err: unknown) => {
        raiseFailures.inc();
        request.log.warn(
          { event: 'identity-version.bump-failed', err: String(err) },
          'identity version raise failed or not acknowledged by every process',
        );
      });
    });
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });

    app.decorateRequest('principal', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('rights', null);
    app.decorateRequest('scope', null);
    app.decorateRequest('impersonator', null);

    app.decorate('issueTokens', (principal: Principal, familyId: string, refreshToken: string): TokenSet => {
      const sub = `${principal.pool}:${principal.id}`;
      const expiresIn = opts.accessTokenTtlSeconds;
      return {
        accessToken: app.jwt.sign({ sub, sid: familyId, role: principal.roleId, typ: 'access' }, { expiresIn }),
        // `lvl` (the commercial level) lets the browser start the landing page's chunks with the sign-in's other
        // requests (decision 0072); it is a hint for loading, never an authority: the API decides from its own data.
        idToken: app.jwt.sign(
          {
            sub,
            sid: familyId,
            role: principal.roleId,
            lvl: principal.commercialLevel,
            typ: 'id',
            email: principal.email,
            name: principal.name,
          },
          { expiresIn },
        ),
        refreshToken,
        expiresIn,
      };
    });

    // The access token's check, built once: fast-jwt (what @fastify/jwt runs) with its cache, which remembers a
    // verified token until it expires, so a page's calls share one signature check. request.jwtVerify() rebuilt its
    // options and decoded the token again on every request (decision 0075).
    const verifyAccess = createVerifier({ key: opts.secret, algorithms: ['HS256'], cache: true });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public || !request.routeOptions.url?.startsWith('/api/')) return;
      let claims: AccessClaims;
      try {
        claims = verifyAccess(bearerToken(request.headers.authorization)) as AccessClaims;
      } catch {
        throw unauthorized();
      }
      const subject = parseSubject(claims.sub);
      if (claims.typ !== 'access' || !subject) throw unauthorized();
      // One round trip for principal, session, rights and scope: every signed-in request pays for it.
      const propertyId = propertyParam(request);
      const identity = await identities.get(`${claims.sub}|${claims.sid}|${propertyId ?? ''}`, () =>
        loadRequestIdentity(app.services.db, subject.pool, subject.id, claims.sid, propertyId),
      );
      if (!identity || identity.principal.disabled || !identity.live) throw unauthorized();
      const principal = identity.principal;
      request.principal = principal;
      request.sessionId = claims.sid;
      request.rights = identity.rights;
      request.scope = identity.scope;

      const impersonationId = request.headers['impersonation-id'];
      if (typeof impersonationId === 'string' && impersonationId !== '') {
        request.principal = await impersonate(principal, impersonationId, request);
        request.impersonator = principal;
        // Rights and scope are the impersonated login's, resolved below and in scopeOf.
        request.rights = null;
        request.scope = null;
      }

      const policy = request.routeOptions.config.policy;
      if (policy && !POLICIES[policy].allows({ roleId: request.principal.roleId, rights: await rightsOf(request) })) {
        request.log.info(
          { event: 'authz.refused', principal: claims.sub, needsPolicy: policy, url: request.url },
          'policy not satisfied',
        );
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }

      const required = request.routeOptions.config.permission;
      if (required) {
        const rights = await rightsOf(request);
        const keys = typeof required === 'string' ? [required] : required;
        if (!keys.some((k) => can(rights, k))) {
          request.log.info(
            {
              event: 'authz.refused',
              principal: claims.sub,
              impersonating: request.impersonator ? request.principal.id : undefined,
              needs: keys,
              url: request.url,
            },
            'missing right',
          );
          throw new AppError('FORBIDDEN', MESSAGES.forbidden);
        }
      }
    });
  },
  { name: 'auth', dependencies: ['services', 'metrics'] },
);

/**
 * Honours the Impersonation-Id header only for internal users holding CustomerImpersonation_ALL: the request
 * then runs with the site login's role, rights and scope, and audit revisions name both people.
 */
async function impersonate(real: Principal, header: string, request: FastifyRequest): Promise<Principal> {
  const services = request.server.services;
  if (real.pool !== 'internal' || !can(await loadAccessRights(services, real), 'CustomerImpersonation_ALL')) {
    request.log.info(
      { event: 'authz.refused', principal: `${real.pool}:${real.id}`, url: request.url },
      'impersonation not allowed',
    );
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  // Bounded like every id (DbIdParamSchema): a number past the database's integer range is a 400, not a 500.
  const parsed = DbIdParamSchema.safeParse(header);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', 'Invalid Impersonation-Id header', [
      { field: 'Impersonation-Id', message: 'Must be a site login id' },
    ]);
  }
  const target = await loadPrincipal(services.db, 'external', parsed.data);
  if (!target || target.disabled) throw new AppError('NOT_FOUND', 'Site login not found');
  request.log.info({ event: 'auth.impersonation', by: real.id, as: target.id, url: request.url }, 'impersonating');
  return target;
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case); '' when there is none. */
function bearerToken(header: string | undefined): string {
  const [scheme, token, extra] = header?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && token && extra === undefined ? token : '';
}

/** The route's :propertyId, when it has one and it is a plausible id (checked against the scope with the identity). */
function propertyParam(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.propertyId;
  return typeof raw === 'string' && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** For handlers of signed-in routes: the principal the onRequest hook established. */
export function requirePrincipal(request: FastifyRequest): { principal: Principal; sessionId: string } {
  if (!request.principal || !request.sessionId) throw unauthorized();
  return { principal: request.principal, sessionId: request.sessionId };
}

/** The audit actor of a signed-in request. */
export function actorOf(request: FastifyRequest): Actor {
  const by = request.impersonator;
  return {
    principal: request.principal,
    impersonator: by ? { id: by.id, name: by.name } : null,
    requestId: request.id,
  };
}

/** What the caller may do: read with the identity, or (while impersonating) resolved once per request. */
export async function rightsOf(request: FastifyRequest): Promise<Rights> {
  const { principal } = requirePrincipal(request);
  request.rights ??= await loadAccessRights(request.server.services, principal);
  return request.rights;
}

/** What the caller may reach; resolved per request (it changes when an administrator edits the login). */
export async function scopeOf(request: FastifyRequest): Promise<Scope> {
  const { principal } = requirePrincipal(request);
  request.scope ??= await resolveScope(request.server.services.db, principal);
  return request.scope;
}

/** The caller a use case receives: audit actor, rights, scope and commercial level of this request. */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const { principal } = requirePrincipal(request);
  const [rights, scope] = await Promise.all([rightsOf(request), scopeOf(request)]);
  return { actor: actorOf(request), rights, scope, level: principal.commercialLevel };
}
