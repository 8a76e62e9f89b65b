import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MeSchema,
  RefreshBodySchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignOutBodySchema,
  TokenSetSchema,
} from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import { signIn } from '@kc/services/auth/sign-in';
import { refreshSession } from '@kc/services/auth/refresh-session';
import { signOut } from '@kc/services/auth/sign-out';
import { getMe } from '@kc/services/auth/get-me';
import { requirePrincipal } from '#api/plugins/app/auth.ts';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/api/auth/sign-in',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (internal users and customer site logins)',
        security: [],
        description:
          'Answers a token set, or a NEW_PASSWORD_REQUIRED challenge when the login holds a temporary password (answer it at /api/auth/new-password).',
        body: SignInBodySchema,
        response: { 200: SignInResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const outcome = await signIn(app.services, request.body, meta(request));
      if (outcome.kind === 'new-password-required')
        return { challengeName: 'NEW_PASSWORD_REQUIRED' as const, session: outcome.session, email: outcome.email };
      return app.issueTokens(outcome.principal, outcome.familyId, outcome.refreshToken);
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new token set (the refresh token rotates)',
        security: [],
        body: RefreshBodySchema,
        response: { 200: TokenSetSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const result = await refreshSession(app.services, request.body.refreshToken, meta(request));
      return app.issueTokens(result.principal, result.familyId, result.refreshToken);
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { scope: 'self' },
      schema: {
        tags,
        summary: 'Sign out: revokes the session and its refresh tokens',
        body: z.optional(SignOutBodySchema),
        response: { 204: z.null(), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { principal, sessionId } = requirePrincipal(request);
      await signOut(app.services, principal, sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { scope: 'self' },
      schema: {
        tags,
        summary:
          'The signed-in login: role, commercial level, rights and entity levels (the impersonated login with an Impersonation-Id header)',
        response: { 200: MeSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const { principal } = requirePrincipal(request);
      return getMe(app.services, principal, request.impersonator);
    },
  );
};

export default authRoutes;
