import { MeSchema, type Me, type TokenSet } from '@kc/domain/auth';
import { queryOptions, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { apiRequest, refreshAccessToken } from './api-client.ts';
import { isApiError } from './api-errors.ts';
import { writeLastActivity } from './last-activity.ts';
import {
  clearImpersonationId,
  clearTokens,
  getImpersonationId,
  getTokens,
  hasTokens,
  isExpiring,
  setTokens,
} from './token-storage.ts';

/** The signed-in person (spec 000 §3 site-login lookup), cached for the whole session. */
export const meQueryOptions = queryOptions({
  queryKey: ['auth', 'me'] as const,
  queryFn: ({ signal }) => apiRequest('/api/auth/me', { schema: MeSchema, signal }),
  staleTime: 5 * 60_000,
});

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
  setTokens(tokens);
  // A new session starts active; an old tab's last-activity time must not sign it out at once.
  writeLastActivity();
  const me = queryClient.fetchQuery(meQueryOptions);
  sessionStartHandler?.(tokens);
  return me;
}

/** Revokes the refresh token on the server; best effort, since the local session ends either way. */
async function revokeSession(): Promise<void> {
  const current = getTokens();
  if (!current) return;
  try {
    // Sign-out needs a live access token; an expired one would leave the refresh token unrevoked.
    if (isExpiring(current)) await refreshAccessToken();
    const tokens = getTokens();
    if (!tokens) return;
    await apiRequest('/api/auth/sign-out', {
      method: 'POST',
      body: { refreshToken: tokens.refreshToken },
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
      auth: false,
      silent: true,
    });
  } catch {
    // An expired access token or a network failure must not keep anyone signed in.
  }
}

/** Use inside the authenticated layout, whose guard has already loaded the user. */
export function useCurrentUser(): Me {
  return useSuspenseQuery(meQueryOptions).data;
}

/** Logout (spec 000 §4): sign out, clear all session state and cached data, go to login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    clearTokens();
    // Leave the signed-in pages before dropping their data, so nothing re-fetches it on the way out.
    await navigate({ to: '/login', replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}
