import type { TokenSet } from '@kc/domain/auth';

/** Kept apart from session.ts so the API client can read tokens without importing the query layer. */
const STORAGE_KEY = 'kc.session';

export interface StoredTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token stops being accepted. */
  expiresAt: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getTokens(): StoredTokens | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string') return null;
    return {
      accessToken: value.accessToken,
      idToken: typeof value.idToken === 'string' ? value.idToken : '',
      refreshToken: value.refreshToken,
      expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : 0,
    };
  } catch {
    return null;
  }
}

export function setTokens(tokens: TokenSet, now = Date.now()): StoredTokens {
  const stored: StoredTokens = {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresAt: now + tokens.expiresIn * 1000,
  };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** Forces the next call to refresh first, e.g. after the server refused a token we believed valid. */
export function markTokensExpired(): void {
  const tokens = getTokens();
  if (tokens) storage()?.setItem(STORAGE_KEY, JSON.stringify({ ...tokens, expiresAt: 0 }));
}

/** Ends the stored session; an impersonation belongs to it and ends too. */
export function clearTokens(): void {
  storage()?.removeItem(STORAGE_KEY);
  storage()?.removeItem(IMPERSONATION_KEY);
}

export const hasTokens = (): boolean => getTokens() !== null;

/** Refresh this long before expiry so that a call never leaves with a token that dies in flight. */
export const REFRESH_MARGIN_MS = 30_000;

export function isExpiring(
  tokens: Pick<StoredTokens, 'expiresAt'>,
  now = Date.now(),
  marginMs = REFRESH_MARGIN_MS,
): boolean {
  return tokens.expiresAt - now <= marginMs;
}

/**
 * Impersonation (spec 000 §4, §7): the site login an internal user acts as. Kept with the tokens because the API
 * client sends it on every call and signing out must forget it.
 */
const IMPERSONATION_KEY = 'kc.impersonationId';

export function getImpersonationId(): number | null {
  const raw = storage()?.getItem(IMPERSONATION_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function setImpersonationId(id: number): void {
  storage()?.setItem(IMPERSONATION_KEY, String(id));
}

export function clearImpersonationId(): void {
  storage()?.removeItem(IMPERSONATION_KEY);
}

export interface PendingChallenge {
  email: string;
  session: string;
}

/**
 * The NEW_PASSWORD_REQUIRED answer of sign-in, held for the /new-password page. Session storage: it belongs to
 * this tab only and dies with it, like the challenge itself (short-lived on the server).
 */
const CHALLENGE_KEY = 'kc.challenge';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function setPendingChallenge(challenge: PendingChallenge): void {
  sessionStore()?.setItem(CHALLENGE_KEY, JSON.stringify({ email: challenge.email, session: challenge.session }));
}

export function getPendingChallenge(): PendingChallenge | null {
  const raw = sessionStore()?.getItem(CHALLENGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingChallenge>;
    return typeof value.email === 'string' && typeof value.session === 'string'
      ? { email: value.email, session: value.session }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingChallenge(): void {
  sessionStore()?.removeItem(CHALLENGE_KEY);
}
