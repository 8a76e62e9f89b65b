import type { FastifyInstance } from 'fastify';
import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { unstorableTextPaths } from '@kc/domain/storable-text';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * One check for every route, before its schema: a NUL character or an unpaired surrogate in any string of the path,
 * the query or a parsed body is refused with 400 and the field it is in (PostgreSQL cannot store such text, and the
 * database would otherwise answer 500). Multipart files and other unparsed bodies are not searched.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fieldErrors = PARTS.flatMap((part) =>
      unstorableTextPaths(request[part]).map((path) => ({ field: path || part, message: MESSAGES.unstorableText })),
    );
    if (fieldErrors.length > 0) throw new AppError('VALIDATION_FAILED', MESSAGES.invalidFields, fieldErrors);
  });
}
