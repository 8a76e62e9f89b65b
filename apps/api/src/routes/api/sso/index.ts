import { z } from 'zod';
import { DbIdParamSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignInBodySchema, TokenSetSchema } from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  SsoAuthorizeBodySchema,
  SsoAuthorizeResponseSchema,
  SsoConfigBodySchema,
  SsoConfigViewSchema,
  SsoOrganizationSchema,
  SsoTokenBodySchema,
} from '@kc/domain/sso';
import {
  getSsoConfig,
  getSsoOrganizationByEmail,
  getSsoOrganizationById,
  saveSsoConfig,
} from '@kc/services/sso/sso-organizations';
import { finishSsoLogin, startSsoLogin } from '@kc/services/sso/sso-login';
import { actorOf } from '#api/plugins/app/auth.ts';

const tags = ['single sign-on'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  503: ErrorBodySchema,
};
/** Corporate single sign-on is configured by the provider's administrators. */
const CorporationParams = z.object({ corporationId: DbIdParamSchema });

const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sso/get-organization',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'The corporation whose single sign-on covers an e-mail address',
        security: [],
        body: z.object({ email: SignInBodySchema.shape.email }),
        response: { 200: SsoOrganizationSchema, ...errors },
      },
    },
    async (request) => getSsoOrganizationByEmail(app.services, request.body.email),
  );

  app.get(
    '/api/sso/get-organization/:corporationId',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: "A corporation's single sign-on organization",
        security: [],
        params: CorporationParams,
        response: { 200: SsoOrganizationSchema, ...errors },
      },
    },
    async (request) => getSsoOrganizationById(app.services, request.params.corporationId),
  );

  app.post(
    '/api/sso/authorize',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'Start single sign-on: the provider URL to send the browser to (code flow with PKCE)',
        security: [],
        body: SsoAuthorizeBodySchema,
        response: { 200: SsoAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => startSsoLogin(app.services, request.body.corporationId),
  );

  app.post(
    '/api/sso/token',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: "Exchange the provider's code (from the /login-sso callback) for a token set",
        security: [],
        body: SsoTokenBodySchema,
        response: { 200: TokenSetSchema, ...errors },
      },
    },
    async (request) => {
      const result = await finishSsoLogin(app.services, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return app.issueTokens(result.principal, result.familyId, result.refreshToken);
    },
  );

  app.get(
    '/api/sso/config/:corporationId',
    {
      config: { policy: 'administerSso' },
      schema: {
        tags,
        summary: "A corporation's OpenID Connect settings (the secret is never returned)",
        params: CorporationParams,
        response: { 200: SsoConfigViewSchema, ...errors },
      },
    },
    async (request) => getSsoConfig(app.services, request.params.corporationId),
  );

  app.put(
    '/api/sso/config/:corporationId',
    {
      config: { policy: 'administerSso' },
      schema: {
        tags,
        summary: "Set a corporation's OpenID Connect provider",
        params: CorporationParams,
        body: SsoConfigBodySchema,
        response: { 200: SsoConfigViewSchema, ...errors },
      },
    },
    async (request) => saveSsoConfig(app.services, actorOf(request), request.params.corporationId, request.body),
  );
};

export default ssoRoutes;
