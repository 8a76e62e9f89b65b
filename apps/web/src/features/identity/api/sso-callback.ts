import type { Me, TokenSet } from '@kc/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isApiError } from '#web/lib/api-errors.ts';
import { startSession } from '#web/lib/session.ts';
import { clearSsoCode } from '#web/lib/sso-code.ts';
import { clearTokens } from '#web/lib/token-storage.ts';
import type { SsoArrival } from './sso-arrival.ts';
import { exchangeSsoCode, type SsoCallback, type SsoView } from './sso.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

export { readSsoArrival, type SsoArrival } from './sso-arrival.ts';

/** Spec 000 §4: external corporate, division and region staff (200–202) go to the overview; others to the root. */
export function ssoLandingPath(me: Pick<Me, 'role'>): '/overview' | '/' {
  return me.role >= 200 && me.role <= 202 ? '/overview' : '/';
}

/** Spec 000 §4: when no login is found, the error appears one second after signing out. */
export const SSO_ERROR_DELAY_MS = 1_000;

// A code can be exchanged once; React's development double effects must not send it twice.
const exchanges = new Map<string, Promise<TokenSet>>();
function exchangeOnce(callback: SsoCallback): Promise<TokenSet> {
  let pending = exchanges.get(callback.code);
  if (!pending) {
    pending = exchangeSsoCode(callback);
    exchanges.set(callback.code, pending);
  }
  return pending;
}

/** Drives /login-sso: exchanges a callback's code and routes on, or says why it could not. */
export function useSsoCallback(arrival: SsoArrival): { view: SsoView; retry: () => void } {
  const t = useIdentityT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [view, setView] = useState<SsoView>(() => {
    if (arrival.kind === 'callback') return { name: 'exchanging' };
    if (arrival.kind === 'missing-code') return { name: 'failed', message: t('identity.sso.noUserRecord') };
    return { name: 'email' };
  });

  useEffect(() => {
    if (arrival.kind !== 'callback') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    exchangeOnce(arrival.callback)
      .then((tokens) => startSession(queryClient, tokens))
      .then((me) => {
        if (cancelled) return;
        clearSsoCode();
        return navigate({ to: ssoLandingPath(me), replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Signed out first; the message follows a second later (spec 000 §4).
        clearTokens();
        clearSsoCode();
        queryClient.clear();
        const message =
          (isApiError(error) && error.status !== 0 && error.body?.message) || t('errors.unableToComplete');
        timer = setTimeout(() => setView({ name: 'failed', message }), SSO_ERROR_DELAY_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [arrival, navigate, queryClient, t]);

  const retry = () => {
    setView({ name: 'email' });
    void navigate({ to: '/login-sso', replace: true });
  };

  return { view, retry };
}
