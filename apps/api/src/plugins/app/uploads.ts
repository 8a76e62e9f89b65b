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
  }
}

const refused = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);

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
          if (err instanceof AppError) throw err;
          const status = (err as { statusCode?: number }).statusCode;
          if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge, [{ field, message: tooLarge }]);
          // busboy's own errors (boundary not found, unexpected end of form, malformed part header) carry no status.
          this.log.info({ event: 'upload.malformed', err: (err as Error).message }, 'malformed multipart body');
          throw refused(field, MESSAGES.malformedUpload);
        }
      },
    );
  },
  { name: 'uploads' },
);
