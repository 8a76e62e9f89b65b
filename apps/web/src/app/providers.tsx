import { MantineProvider } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { currentQueryClient, subscribeQueryClient } from '../lib/query-client-loader.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The notification container (with its transitions and scroll-bar handling) loads with the first notification
// (decisions 0034, 0047): until it mounts, a notification waits in @mantine/notifications' store.
const NotificationsContainer = lazy(() => import('./notifications-container.tsx'));

function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

/**
 * react-query's QueryClientProvider for a client that arrives after the first render (app/query-client-loader.ts,
 * decision 0057): the same context and the same mount of the client's focus and online listeners, with no client (and
 * no react-query hook on screen) until a route has loaded it. The tree around the pages stays the same meanwhile.
 */
function QueryClientOnDemand({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, currentQueryClient);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationsOnDemand />
        <QueryClientOnDemand>{children}</QueryClientOnDemand>
      </MantineProvider>
    </I18nextProvider>
  );
}
