import { meQueryOptions } from './session.ts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Me } from '@kc/domain/auth';
import { apiRequest, refreshAccessToken } from './api-client.ts';
import { clearTokens, getTokens, isExpiring } from './token-storage.ts';

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
