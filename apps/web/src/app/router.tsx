import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { loginSearchFor } from '../lib/home-path.ts';
import { routeTree } from '../route-tree.gen.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Route loaders read through react-query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page that loads shows its skeleton inside the shell, which stays (decision 0033). Shown after 200 ms, so a
    // fast page swaps at once, and then for at least 300 ms, so it does not flash.
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 200,
    defaultPendingMinMs: 300,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });

  setUnauthorizedHandler(() => {
    const { location } = router.state;
    if (location.pathname === '/login') return;
    void router
      .navigate({ to: '/login', search: loginSearchFor(location.href), replace: true })
      .then(() => queryClient.clear());
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
