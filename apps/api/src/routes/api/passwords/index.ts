import { z } from 'zod';
import { IdParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSetPasswordBodySchema,
  ChangePasswordBodySchema,
  CompleteNewPasswordBodySchema,
  ConfirmForgotPasswordBodySchema,
  EmailPasswordResetBodySchema,
  ForgotPasswordBodySchema,
  MessageSchema,
  TokenSetSchema,
} from '@kc/domain/auth';
import { AppError, ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { PasswordPolicySchema } from '@kc/domain/password-policy';
import { getPasswordPolicy } from '@kc/services/auth/password-rules';
import { completeNewPassword } from '@kc/services/auth/complete-new-password';
import { requestPasswordReset } from '@kc/services/auth/request-password-reset';
import { confirmPasswordReset } from '@kc/services/auth/confirm-password-reset';
import { changePassword } from '@kc/services/auth/change-password';
import { adminSetPassword } from '@kc/services/auth/admin-set-password';
import { emailPasswordReset } from '@kc/services/auth/email-password-reset';
import { actorOf, requirePrincipal, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['passwords'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/password-policy',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The password rules the server enforces (the client shows and checks the same)',
        security: [],
        response: { 200: PasswordPolicySchema },
      },
    },
    async () => getPasswordPolicy(app.services),
  );

  app.post(
    '/api/auth/new-password',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'Answer the NEW_PASSWORD_REQUIRED challenge of sign-in and sign in',
        security: [],
        body: CompleteNewPasswordBodySchema,
        response: { 200: TokenSetSchema, ...errors },
      },
    },
    async (request) => {
      const result = await completeNewPassword(app.services, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return app.issueTokens(result.principal, result.familyId, result.refreshToken);
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'E-mail a six-digit reset code (valid 15 minutes)',
        security: [],
        body: ForgotPasswordBodySchema,
        response: { 202: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.services, request.body.email, request.ip);
      return reply.status(202).send({ message: MESSAGES.resetCodeSent });
    },
  );

  app.post(
    '/api/auth/confirm-forgot-password',
    {
      config: { public: true, rateLimitClass: 'sign-in' },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; ends every session of the login',
        security: [],
        body: ConfirmForgotPasswordBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.services, request.body, request.ip);
      return { message: MESSAGES.passwordChanged };
    },
  );

  const change = async (
    request: Parameters<typeof requirePrincipal>[0] & { body: z.infer<typeof ChangePasswordBodySchema> },
  ) => {
    const { principal, sessionId } = requirePrincipal(request);
    if (request.impersonator) throw new AppError('FORBIDDEN', 'A password cannot be changed while impersonating');
    await changePassword(app.services, actorOf(request), principal, sessionId, request.body, request.ip);
    return { message: MESSAGES.passwordChanged };
  };
  app.post(
    '/api/auth/change-password',
    {
      config: { scope: 'self' },
      schema: {
        tags,
        summary: "Change the signed-in login's password; signs out its other sessions",
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    change,
  );
  app.put(
    '/api/staff/password-update',
    {
      config: { scope: 'self' },
      schema: {
        tags,
        summary: 'Spec alias of change-password',
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    change,
  );

  app.post(
    '/api/admin-set-password',
    {
      config: { permission: 'IdentityAdminPassword_CREATE', scope: 'site-login' },
      schema: {
        tags,
        summary: "Set a login's temporary password (it must choose a new one at next sign-in)",
        body: AdminSetPasswordBodySchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request) => {
      await adminSetPassword(app.services, await callerOf(request), request.body);
      return { message: MESSAGES.passwordSet };
    },
  );

  app.post(
    '/api/email/password-reset/:id',
    {
      config: { permission: 'SiteLogin_UPDATE', scope: 'site-login' },
      schema: {
        tags,
        summary: 'E-mail a site login a reset code so it can choose its password',
        params: IdParamsSchema,
        body: z.optional(EmailPasswordResetBodySchema),
        response: { 200: MessageSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      await emailPasswordReset(app.services, await callerOf(request), request.params.id, request.body?.emailAddress);
      return { message: MESSAGES.passwordResetEmailSent };
    },
  );
};

export default passwordRoutes;
