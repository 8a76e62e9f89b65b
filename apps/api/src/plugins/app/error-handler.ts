import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, isAppError, type ErrorBody, type FieldError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { isDatabaseUnavailable } from '@kc/services/db/unavailable';

/** Seconds a client is asked to wait while the database is unreachable (decision 0030). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
};

/** Framework refusals whose own text is not for users (spec 000 §8 names the rest in MESSAGES). */
const MESSAGE_BY_STATUS: Record<number, string> = {
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

function send(reply: FastifyReply, request: FastifyRequest, body: Omit<ErrorBody, 'requestId'>) {
  return reply
    .status(body.status)
    .type('application/json')
    .send({ ...body, requestId: request.id });
}

function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  return error.validation.map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const issue = v.params.issue as { message?: string } | undefined;
    return { field: path || context, message: issue?.message ?? v.message ?? MESSAGES.required };
  });
}

/**
 * One error shape for every failure. Client errors keep their message; server errors are logged
 * in full and answered with a generic message so internals never leak.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // An unreachable database is a condition that ends by itself: 503 with Retry-After (decision 0030).
    if (!isAppError(error) && isDatabaseUnavailable(error)) {
      request.log.warn({ event: 'db.unavailable', err: error.message, url: request.url }, 'database unreachable: 503');
      error = new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, [], {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    if (isAppError(error)) {
      if (error.status === 401 || error.status === 403) {
        request.log.info({ event: 'authz.refused', code: error.code, url: request.url }, 'request refused');
      }
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, request, {
        status: error.status,
        code: error.code,
        message: error.message,
        fieldErrors: error.fieldErrors,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, request, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.invalidFields,
        fieldErrors: fieldErrorsOf(error),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      const message = MESSAGE_BY_STATUS[status] ?? error.message;
      return send(reply, request, { status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message, fieldErrors: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, { status: 500, code: 'INTERNAL', message: MESSAGES.serverError, fieldErrors: [] });
  });
}

/** Where a request whose URL cannot be decoded is routed, so its refusal passes every hook like any other. */
export const UNREADABLE_URL_PATH = '/api/.unreadable-url';

/**
 * Errors Fastify raises before routing, passed as its `frameworkErrors` option. Fastify answers those outside every
 * hook (no request id header, no security or cache headers), so a URL it cannot decode (a percent-encoded byte
 * sequence that is not UTF-8) is routed again to UNREADABLE_URL_PATH, whose refusal is an ordinary request's.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' && request.raw.url !== UNREADABLE_URL_PATH) {
    request.raw.url = UNREADABLE_URL_PATH;
    request.server.routing(request.raw, reply.raw);
    return;
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void send(reply, request, {
    status,
    code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
    message: error.message,
    fieldErrors: [],
  });
}

/** The refusal of a URL that cannot be decoded (see frameworkErrors), for every method. */
export const unreadableUrlRoute: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: UNREADABLE_URL_PATH,
    schema: { hide: true },
    config: { public: true },
    handler: async () => {
      throw new AppError('BAD_REQUEST', MESSAGES.badUrl, [{ field: 'url', message: MESSAGES.badUrl }]);
    },
  });
};

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, {
    status: 404,
    code: 'NOT_FOUND',
    message: `${MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}`,
    fieldErrors: [],
  });
}
