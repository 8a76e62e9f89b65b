import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The notification container is not needed for the first paint: it loads after it (decision 0034). A notification
// shown before it arrives waits in @mantine/notifications' store and appears when the container mounts.
const NotificationsContainer = lazy(() => import('./notifications-container.tsx'));

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Suspense fallback={null}>
          <NotificationsContainer />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
