import * as z from 'zod/mini';

/** Stable error codes and the HTTP status each maps to. The wire shape is ErrorBodySchema. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_RESET_CODE: 400,
  PASSWORD_INCORRECT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_ATTEMPTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The one shape of every failure the API returns; the web client parses it back to render toasts. */
export const ErrorBodySchema = z.object({
  status: z.int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z._default(z.array(FieldErrorSchema), []),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export class AppError extends Error {
  readonly status: number;
  /** Sent as the Retry-After header (429 and 503 answers). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
