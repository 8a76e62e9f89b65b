import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  SR_FILE_MAX_BYTES,
  SR_FILE_MAX_PER_REQUEST,
  SR_FILE_MESSAGES,
  SrFileParamsSchema,
  SrFileSchema,
  SrFilesParamsSchema,
  safeFileName,
} from '@kc/domain/service-requests/files';
import {
  SUPPORT_EMAIL_MESSAGES,
  SupportEmailFieldsSchema,
  SupportEmailResultSchema,
} from '@kc/domain/service-requests/support-email';
import { AppError } from '@kc/domain/errors';
import type { FileStorage } from '@kc/services/storage/file-storage';
import { uploadRequestFile } from '@kc/services/service-requests/files/upload-request-file';
import { listRequestFiles } from '@kc/services/service-requests/files/list-request-files';
import { readRequestFile } from '@kc/services/service-requests/files/read-request-file';
import { deleteRequestFile } from '@kc/services/service-requests/files/delete-request-file';
import { sendSupportEmail } from '@kc/services/service-requests/files/send-support-email';
import { callerOf, scopeOf } from '#api/plugins/app/auth.ts';
import { SR_FILE_ACCESS, SUPPORT_EMAIL_ACCESS } from './files-access.ts';

const tags = ['service-requests'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const FILES = '/api/service-requests/:requestId/files';
/** Multipart framing and the text fields around the largest accepted file. */
const BODY_LIMIT = SR_FILE_MAX_BYTES + 64 * 1024;
const upload = { fileField: 'file', maxBytes: SR_FILE_MAX_BYTES, tooLarge: SR_FILE_MESSAGES.tooLarge };

/** RFC 6266: an ASCII fallback name and the exact name as RFC 5987's filename* (UTF-8). */
export function attachmentDisposition(fileName: string): string {
  const safe = safeFileName(fileName);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** Files on a service request and customers' Email Support (spec 000 §7.4, §2.6; decision 0065). */
const serviceRequestFileRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const s = app.services;

  app.get(
    FILES,
    {
      config: SR_FILE_ACCESS.read,
      schema: {
        tags,
        summary: "A service request's files, oldest first",
        params: SrFilesParamsSchema,
        response: { 200: z.array(SrFileSchema), ...errors },
      },
    },
    async (r) => listRequestFiles(s, await scopeOf(r), r.params.requestId),
  );

  app.post(
    FILES,
    {
      config: SR_FILE_ACCESS.write,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: SrFilesParamsSchema,
        summary: `Add a file to a service request: a photo (JPEG, PNG, WebP, HEIC), a PDF or a Word or Excel document, at most ${SR_FILE_MAX_BYTES / 1024 / 1024} MB, ${SR_FILE_MAX_PER_REQUEST} files a request`,
        description:
          'multipart/form-data with one part named "file". The type is read from the content; a file of another type, or whose name ends otherwise than its content, is refused with 400.',
        response: { 201: SrFileSchema, ...errors, 409: ErrorBodySchema, 413: ErrorBodySchema },
      },
    },
    async (r, reply) => {
      const { file } = await r.uploadedForm(upload);
      if (!file) throw new AppError('VALIDATION_FAILED', 'Choose a file', [{ field: 'file', message: 'Required' }]);
      const created = await uploadRequestFile(s, storage, await callerOf(r), r.params.requestId, file);
      return reply.status(201).send(created);
    },
  );

  app.get(
    `${FILES}/:fileId`,
    {
      config: SR_FILE_ACCESS.read,
      schema: {
        tags,
        summary: 'Download a file of a service request (as an attachment, with the type its content was detected as)',
        params: SrFileParamsSchema,
        response: { 200: z.unknown().describe('The file'), ...errors },
      },
    },
    async (r, reply) => {
      const file = await readRequestFile(s, storage, await scopeOf(r), r.params.requestId, r.params.fileId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    `${FILES}/:fileId`,
    {
      config: SR_FILE_ACCESS.write,
      schema: {
        tags,
        summary: 'Delete a file of a service request (audited)',
        params: SrFileParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await deleteRequestFile(s, storage, await callerOf(r), r.params.requestId, r.params.fileId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/service-requests/support-email',
    {
      config: SUPPORT_EMAIL_ACCESS,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: `Email Support: a "Support E-mail" request at the property, the message as its first note, the attachment (optional) as its file, and an e-mail to support ("${SUPPORT_EMAIL_MESSAGES.failed}" on failure)`,
        description:
          'multipart/form-data with the fields propertyId, replyTo (an e-mail address) and message, and optionally one file part named "file" (the types and limits of a request\'s files).',
        response: { 201: SupportEmailResultSchema, ...errors, 413: ErrorBodySchema },
      },
    },
    async (r, reply) => {
      const form = await r.uploadedForm(upload);
      const parsed = SupportEmailFieldsSchema.safeParse(form.fields);
      if (!parsed.success)
        throw new AppError(
          'VALIDATION_FAILED',
          'Some fields are missing or invalid',
          parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'form', message: i.message })),
        );
      const result = await sendSupportEmail(s, storage, await callerOf(r), {
        fields: parsed.data,
        file: form.file,
      });
      return reply.status(201).send(result);
    },
  );
};

export default serviceRequestFileRoutes;
