import type { NewPasswordChallenge } from '@kc/domain/auth';
import { MESSAGES } from '@kc/domain/messages';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type * as z from 'zod/mini';
import type * as ApiWire from './api-wire.ts';
import { ApiError, classifyFailure, errorToastText, errorToastTitle, parseErrorBody } from './api-errors.ts';
import {
  clearTokens,
  getImpersonationId,
  getTokens,
  isExpiring,
  markTokensExpired,
  setPendingChallenge,
  setTokens,
} from './token-storage.ts';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Parses the success body; without it the body is returned as it came. */
  schema?: z.ZodMiniType<T>;
  /** No toast for this call (spec 000 §7: calls may be flagged silent). The caller handles the ApiError. */
  silent?: boolean;
  /** Send the session's bearer token and refresh it when needed (default). false for the sign-in family. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what "signed out" means for navigation and caches; the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type ChallengeHandler = (challenge: NewPasswordChallenge) => void;
let onChallenge: ChallengeHandler = () => {};

/**
 * Who takes the person to /new-password when sign-in answers NEW_PASSWORD_REQUIRED instead of tokens. The
 * challenge is stored first (token-storage), so the handler only navigates. Returns a function that unsets it.
 */
export function setChallengeHandler(handler: ChallengeHandler): () => void {
  onChallenge = handler;
  return () => {
    if (onChallenge === handler) onChallenge = () => {};
  };
}

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh at a time, however many calls need it: the refresh token rotates on every use, so a second
 * concurrent refresh would present a token the server has just retired and end the session.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= withCrossTabLock(refreshOnce).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request('kc.session.refresh', task);
}

async function refreshOnce(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  // Another tab may have refreshed while this one waited for the lock.
  if (!isExpiring(tokens)) return tokens.accessToken;
  let response: Response;
  try {
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
  } catch (cause) {
    throw new ApiError(0, undefined, i18n.t('errors.unableToComplete'), { cause });
  }
  if (!response.ok) {
    console.warn('Session refresh failed', response.status);
    return null;
  }
  const { TokenSetSchema } = await import('./api-wire.ts');
  const next = TokenSetSchema.parse(await response.json());
  return setTokens(next).accessToken;
}

async function accessTokenForCall(): Promise<string | null> {
  const tokens = getTokens();
  if (!tokens) return null;
  return isExpiring(tokens) ? refreshAccessToken() : tokens.accessToken;
}

let lastUnauthorizedToast = 0;

function signOutUnauthorized(): void {
  clearTokens();
  // Several calls failing together should produce one message, not a stack of them.
  if (Date.now() - lastUnauthorizedToast > 3000) {
    lastUnauthorizedToast = Date.now();
    notifications.show({
      color: 'orange',
      title: errorToastTitle(401, i18n.t('errors.apiErrorTitle')),
      message: i18n.t('errors.unauthorized'),
    });
  }
  onUnauthorized();
}

function toastFailure(error: ApiError): void {
  const kind = classifyFailure(error.status);
  const title = errorToastTitle(error.status, i18n.t('errors.apiErrorTitle'));
  if (kind === 'forbidden') {
    notifications.show({ color: 'orange', title, message: i18n.t('errors.forbidden') });
    return;
  }
  notifications.show({ color: 'red', title, message: errorToastText(error.body, i18n.t('errors.unableToComplete')) });
}

/** The session's bearer token and, while impersonating, the site login acted as (spec 000 §7), unless already named. */
function addSessionHeaders(headers: Record<string, string>, accessToken: string): void {
  headers.Authorization = `Bearer ${accessToken}`;
  const impersonationId = getImpersonationId();
  if (impersonationId !== null && !('Impersonation-Id' in headers))
    headers['Impersonation-Id'] = String(impersonationId);
}

async function send(path: string, options: RequestOptions<unknown>, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) addSessionHeaders(headers, accessToken);
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    const error = new ApiError(0, undefined, i18n.t('errors.unableToComplete'), { cause });
    if (!options.silent && !options.signal?.aborted) toastFailure(error);
    throw error;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sign-in's other success: a new password is required before tokens are issued (spec 000 §4). Kept as an error so
 * every caller expecting a token set stops; the form shows the catalogue message while the handler navigates.
 */
async function rejectChallenge(json: unknown, wire: Promise<typeof ApiWire>): Promise<void> {
  const { NewPasswordChallengeSchema } = await wire;
  const challenge = NewPasswordChallengeSchema.safeParse(json);
  if (!challenge.success) return;
  setPendingChallenge(challenge.data);
  onChallenge(challenge.data);
  throw new ApiError(200, {
    status: 200,
    code: 'NEW_PASSWORD_REQUIRED',
    message: MESSAGES.newPasswordRequired,
    fieldErrors: [],
  });
}

/** Calls the portal's API: bearer token, refresh before expiry, one error shape, toasts per spec 000 §8. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const auth = options.auth ?? true;
  let token = auth ? await accessTokenForCall() : null;
  if (auth && !token) {
    signOutUnauthorized();
    throw new ApiError(401, undefined, i18n.t('errors.unauthorized'));
  }

  // A sign-in family call may answer a challenge: its schema loads beside the request, not after the answer (a round
  // trip less between signing in and the first page; decision 0072).
  const wire = auth ? null : import('./api-wire.ts');
  wire?.catch(() => undefined);
  let response = await send(path, options, token);
  if (auth && response.status === 401) {
    // The token may have been revoked or outlived by clock skew: one refresh and one retry, then give up.
    markTokensExpired();
    token = await refreshAccessToken();
    if (token) response = await send(path, options, token);
  }

  if (!response.ok) {
    const error = new ApiError(response.status, await parseErrorBody(await readJson(response)), response.statusText);
    if (auth && error.status === 401) signOutUnauthorized();
    else if (!options.silent) toastFailure(error);
    throw error;
  }

  if (response.status === 204) return undefined as T;
  const json = await readJson(response);
  if (wire) await rejectChallenge(json, wire);
  return options.schema ? options.schema.parse(json) : (json as T);
}

/**
 * An authenticated call whose body is not a JSON request/answer (a multipart upload, a file download): the same
 * token refresh and session headers as apiRequest, no toast; a failure throws ApiError for the caller to show.
 */
export async function apiFetch(
  path: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  const token = await accessTokenForCall();
  if (token) addSessionHeaders(headers, token);
  const response = await fetch(path, { ...init, headers });
  if (!response.ok)
    throw new ApiError(response.status, await parseErrorBody(await readJson(response)), response.statusText);
  return response;
}

/** Hands a downloaded file to the browser under its name (a temporary link, released shortly after). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
