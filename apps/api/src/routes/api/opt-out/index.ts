import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  OPT_OUT_PAGE,
  OneClickBodySchema,
  OptOutDescriptionSchema,
  OptOutTokenQuerySchema,
} from '@kc/domain/notifications/email-kinds';
import { confirmOptOut, describeOptOut } from '@kc/services/opt-out/opt-out';

const tags = ['opt-out'];
const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Anonymous opt-out by token (spec 000 §2.1, §7.4; decision 0043). Public, so the `anonymous` rate limit applies
 * (decision 0031). GET only describes: mail scanners prefetch links, and a prefetch must not unsubscribe anyone.
 */
const optOutRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" form-encoded. Parsed here only, for these routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/api/opt-out',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'What an opt-out link would stop (kind, property, masked address); changes nothing',
        querystring: OptOutTokenQuerySchema,
        response: { 200: OptOutDescriptionSchema, ...errors },
      },
    },
    async (request) => describeOptOut(app.services, request.query.token),
  );

  app.post(
    '/api/opt-out',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Confirm an opt-out: the e-mails stop at once (confirming again says it was already done)',
        body: OptOutTokenQuerySchema,
        response: { 200: OptOutDescriptionSchema, ...errors },
      },
    },
    async (request) => confirmOptOut(app.services, request.body.token, 'page', request.id),
  );

  // A mail client that only opens the List-Unsubscribe URL (no RFC 8058 POST) lands on the page, which asks first.
  app.get(
    '/api/opt-out/one-click',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Opened instead of POSTed: redirects to the opt-out page of the link (changes nothing)',
        querystring: OptOutTokenQuerySchema,
        response: { 303: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { kind } = await describeOptOut(app.services, request.query.token).catch(() => ({
        kind: 'resident' as const,
      }));
      return reply.redirect(`${OPT_OUT_PAGE[kind]}?token=${encodeURIComponent(request.query.token)}`, 303);
    },
  );

  app.post(
    '/api/opt-out/one-click',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL, POSTed form-encoded by the mail client',
        querystring: OptOutTokenQuerySchema,
        body: z.nullish(OneClickBodySchema),
        response: { 200: z.object({ optedOut: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await confirmOptOut(app.services, request.query.token, 'one-click', request.id);
      return { optedOut: true as const };
    },
  );
};

export default optOutRoutes;
