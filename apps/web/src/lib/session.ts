// What the router's guards and the sign-in need of the session: no React hooks here, so the sign-in page's first
// download carries none of react-query's observers (decision 0057). The hooks are in session-hooks.ts.
import type { Me, TokenSet } from '@kc/domain/auth';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { isApiError } from './api-errors.ts';
import { writeLastActivity } from './last-activity.ts';
import { clearImpersonationId, getImpersonationId, hasTokens, setTokens } from './token-storage.ts';

/**
 * The signed-in person (spec 000 §3 site-login lookup), cached for the whole session. Its schema (with zod) loads
 * beside the request, not with the sign-in page (decision 0057).
 */
export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: async ({ signal }): Promise<Me> => {
    const answer = takeEarlyMe() ?? apiRequest('/api/auth/me', { signal });
    const [{ MeSchema }, body] = await Promise.all([import('@kc/domain/auth'), answer]);
    return MeSchema.parse(body);
  },
  staleTime: 5 * 60_000,
});

let earlyMe: Promise<unknown> | undefined;

/**
 * A signed-in visitor opening a page: /api/auth/me is asked for as the app starts, beside the page's chunks, instead
 * of once the router and react-query have loaded (it went out after some fifty chunks on a phone; decision 0067).
 * The first load of the session takes the answer; every later one asks again.
 */
export function requestMeEarly(): void {
  if (!hasTokens()) return;
  const answer = apiRequest('/api/auth/me');
  // Handled by the load that takes it; unhandled here only if nothing ever does.
  answer.catch(() => undefined);
  earlyMe = answer;
}

function takeEarlyMe(): Promise<unknown> | undefined {
  const answer = earlyMe;
  earlyMe = undefined;
  return answer;
}

/**
 * The current user for route guards, or null when nobody is signed in. A session the server no longer accepts
 * counts as signed out (the API client has already cleared it and said so).
 */
export async function loadSession(queryClient: QueryClient): Promise<Me | null> {
  if (!hasTokens()) return null;
  try {
    return await queryClient.ensureQueryData(meQueryOptions);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    // The impersonated login is gone or the right was withdrawn: fall back to the real login rather than lock it out.
    if (isApiError(error) && (error.status === 403 || error.status === 400) && getImpersonationId() !== null) {
      clearImpersonationId();
      return loadSession(queryClient);
    }
    throw error;
  }
}

/**
 * For the anonymous pages' guards (a signed-in visitor goes to the root): the signed-in person, or null at once, with
 * nothing loaded, when no session is stored.
 */
export async function storedSession(loadQueryClient: () => Promise<QueryClient>): Promise<Me | null> {
  return hasTokens() ? loadSession(await loadQueryClient()) : null;
}

let sessionStartHandler: ((tokens: TokenSet) => void) | null = null;

/**
 * Called as a session starts, while /api/auth/me answers: the router loads the chunks of the signed-in pages
 * meanwhile, so sign-in to overview takes one parallel round instead of a chain (decision 0034).
 */
export function setSessionStartHandler(handler: (tokens: TokenSet) => void): void {
  sessionStartHandler = handler;
}

/** Stores a fresh token set and loads the user it belongs to; anything cached for a previous user goes. */
export async function startSession(queryClient: QueryClient, tokens: TokenSet): Promise<Me> {
  queryClient.clear();
  // An answer asked for at start-up belongs to the session stored then, not to this one (already handled).
  earlyMe = undefined;
  setTokens(tokens);
  // A new session starts active; an old tab's last-activity time must not sign it out at once.
  writeLastActivity();
  const me = queryClient.fetchQuery(meQueryOptions);
  sessionStartHandler?.(tokens);
  return me;
}
