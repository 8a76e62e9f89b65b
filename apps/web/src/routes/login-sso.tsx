import { createFileRoute, redirect } from '@tanstack/react-router';
import { useState } from 'react';
import { readSsoArrival } from '../features/identity/api/sso-arrival.ts';
import { useSsoCallback } from '../features/identity/api/sso-callback.ts';
import { SsoPage } from '../features/identity/components/sso-page.tsx';
import { storedSession } from '../lib/session.ts';

export const Route = createFileRoute('/login-sso')({
  // The provider's answer is read from the raw query by the page; the router just lets it through.
  validateSearch: (search: Record<string, unknown>) => search,
  beforeLoad: async ({ context, location }) => {
    // A signed-in user with nothing to exchange has nothing to do here.
    if (readSsoArrival(location.searchStr).kind === 'start' && (await storedSession(context.loadQueryClient))) {
      throw redirect({ to: '/', replace: true });
    }
    // The exchange's page calls the API through react-query.
    await context.loadQueryClient();
  },
  component: LoginSsoRoute,
});

function LoginSsoRoute() {
  const [arrival] = useState(() => readSsoArrival(window.location.search));
  const { view, retry } = useSsoCallback(arrival);
  return <SsoPage view={view} onRetry={retry} />;
}
