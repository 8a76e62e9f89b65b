import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { theme } from '../app/theme.ts';

// jsdom lacks the layout APIs Mantine asks for.
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function')
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function renderWithProviders(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications />
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/**
 * Renders a page that links (PageHeader's back link, row links) inside a router whose only route draws it at
 * `path`; the router renders asynchronously, so find the page's content with `findBy…`.
 */
export function renderInRouter(ui: ReactElement, path = '/'): RenderResult & { queryClient: QueryClient } {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}
