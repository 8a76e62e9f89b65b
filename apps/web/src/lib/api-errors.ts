import type { ErrorBody, FieldError } from '@kc/domain/errors';

/** Error toasts never show more than this many characters (spec 000 §8). */
export const TOAST_TEXT_LIMIT = 300;

/** A failed API call. `status` 0 means the request never got an answer (network down, aborted). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldError[];
  readonly requestId: string | undefined;
  /** The parsed server body when it had the agreed error shape. */
  readonly body: ErrorBody | undefined;

  constructor(status: number, body: ErrorBody | undefined, fallbackMessage = '', options?: ErrorOptions) {
    super(body?.message || fallbackMessage, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = body?.code ?? (status === 0 ? 'NETWORK' : 'UNKNOWN');
    this.fieldErrors = body?.fieldErrors ?? [];
    this.requestId = body?.requestId;
  }

  /** The field errors as a form's errors object (`{ field: message }`), e.g. for Mantine's form.setErrors. */
  fieldErrorMap(): Record<string, string> {
    return Object.fromEntries(this.fieldErrors.map((f) => [f.field, f.message]));
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Reads a response body back into ErrorBody; anything else (HTML from a proxy, empty body) gives undefined. The schema
 * loads with the first failure (lib/api-wire.ts, decision 0057).
 */
export async function parseErrorBody(json: unknown): Promise<ErrorBody | undefined> {
  const { ErrorBodySchema } = await import('./api-wire.ts');
  const parsed = ErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export type FailureKind = 'unauthorized' | 'forbidden' | 'error';

/** How the client reacts to a failed status: 401 signs out, 403 warns without signing out, the rest toast. */
export function classifyFailure(status: number): FailureKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'error';
}

export function truncateToastText(text: string, limit = TOAST_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Text of an "api error" toast (spec 000 §8): the server's field errors joined by blank lines, else its message,
 * else the fallback ("Unable to complete request"), cut to 300 characters.
 */
export function errorToastText(body: Pick<ErrorBody, 'message' | 'fieldErrors'> | undefined, fallback: string): string {
  const fieldLines = (body?.fieldErrors ?? [])
    .filter((f) => f.message.trim() !== '')
    .map((f) => (f.field ? `${f.field}: ${f.message}` : f.message));
  if (fieldLines.length > 0) return truncateToastText(fieldLines.join('\n\n'));
  const message = body?.message.trim();
  return truncateToastText(message || fallback);
}

/** Title of an "api error" toast: the fixed word plus the status code when there was one. */
export function errorToastTitle(status: number, title = 'api error'): string {
  return status > 0 ? `${title} ${status}` : title;
}
