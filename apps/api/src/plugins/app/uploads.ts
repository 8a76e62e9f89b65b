import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The one file of a multipart/form-data request, read whole. Every way a body can be wrong (not multipart, wrong
     * or missing boundary, truncated, malformed headers, no file) is a 400 naming the field; too large is a 413.
     */
    uploadedFile(options: { field: string; maxBytes: number; tooLarge: string }): Promise<UploadedFile>;
    /**
     * A multipart/form-data form of text fields and at most one (optional) file, read whole. Failures are answered
     * as uploadedFile's are; a second file is a 400 naming the file field.
     */
    uploadedForm(options: {
      fileField: string;
      maxBytes: number;
      tooLarge: string;
    }): Promise<{ fields: Record<string, string>; file: UploadedFile | null }>;
  }
}

const refused = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/** One way of answering what @fastify/multipart and busboy throw, whichever reader met it. */
function uploadFailure(request: FastifyRequest, err: unknown, field: string, tooLarge: string): AppError {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') return refused(field, MESSAGES.oneFileOnly);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refused(field, MESSAGES.malformedUpload);
  if (statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', tooLarge, [{ field, message: tooLarge }]);
  // busboy's own errors (boundary not found, unexpected end of form, malformed part header) carry no status.
  request.log.info({ event: 'upload.malformed', err: (err as Error).message }, 'malformed multipart body');
  return refused(field, MESSAGES.malformedUpload);
}

/** Multipart parsing for every upload route: @fastify/multipart, and one way of turning its failures into answers. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    // Per-route limits are applied when the file is read; these only bound what any multipart body may hold.
    await app.register(multipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 } });

    app.decorateRequest(
      'uploadedFile',
      async function (
        this: FastifyRequest,
        { field, maxBytes, tooLarge }: { field: string; maxBytes: number; tooLarge: string },
      ): Promise<UploadedFile> {
        if (!this.isMultipart()) throw refused(field, MESSAGES.multipartRequired);
        try {
          const part = await this.file({ limits: { fileSize: maxBytes } });
          if (!part || part.fieldname !== field) throw refused(field, MESSAGES.required);
          const content = await part.toBuffer();
          return { fileName: part.filename, mimeType: part.mimetype, content };
        } catch (err) {
          throw uploadFailure(this, err, field, tooLarge);
        }
      },
    );

    app.decorateRequest(
      'uploadedForm',
      async function (
        this: FastifyRequest,
        { fileField, maxBytes, tooLarge }: { fileField: string; maxBytes: number; tooLarge: string },
      ) {
        if (!this.isMultipart()) throw refused(fileField, MESSAGES.multipartRequired);
        const fields: Record<string, string> = {};
        let file: UploadedFile | null = null;
        try {
          for await (const part of this.parts({ limits: { fileSize: maxBytes } })) {
            if (part.type === 'field') {
              if (typeof part.value === 'string') fields[part.fieldname] = part.value;
              continue;
            }
            const content = await part.toBuffer();
            if (part.fieldname !== fileField) continue;
            // A file input left empty is sent as a part with no name and no bytes: no file.
            if (part.filename === '' && content.length === 0) continue;
            file = { fileName: part.filename, mimeType: part.mimetype, content };
          }
        } catch (err) {
          throw uploadFailure(this, err, fileField, tooLarge);
        }
        return { fields, file };
      },
    );
  },
  { name: 'uploads' },
);
