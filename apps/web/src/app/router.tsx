import type { QueryClient } from '@tanstack/react-query';
import { currentQueryClient, loadQueryClient } from '../lib/query-client-loader.ts';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { homePathFor, loginSearchFor, safeRedirectPath } from '../lib/home-path.ts';
import { idTokenHints, type IdHints } from '../lib/landing.ts';
import { setSessionStartHandler } from '../lib/session.ts';
import { hasTokens } from '../lib/token-storage.ts';
import { yieldToBrowser } from '../lib/yield.ts';
import { routeTree } from '../route-tree.gen.ts';
import { ErrorPage } from '../components/error-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';

export interface RouterContext {
  /**
   * The app's QueryClient, loaded on first use (decision 0057). The signed-in layout's guard loads it and hands it to
   * every page below as `context.queryClient`; anonymous pages that call the API load it in their guards.
   */
  loadQueryClient: () => Promise<QueryClient>;
}

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { loadQueryClient },
    defaultPreload: 'intent',
    // Route loaders read through react-query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A page that loads shows its skeleton inside the shell, which stays (decision 0034). Shown after 200 ms, so a
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
      .then(() => currentQueryClient()?.clear());
  });

  // Sign-in to the first page in one parallel round (decisions 0034, 0072): the page the session goes on to (its
  // `redirect`, else the login's home) starts its early data now, beside /api/auth/me, and its routes' chunks load.
  setSessionStartHandler((tokens) => {
    const hints = idTokenHints(tokens.idToken);
    const next = safeRedirectPath((router.state.location.search as { redirect?: unknown } | undefined)?.redirect);
    const destination = next === '/' && hints.role !== null ? homePathFor({ role: hints.role }) : next;
    void startPage(router, destination.split(/[?#]/)[0] ?? '/', hints);
  });

  return router;
}

/**
 * A signed-in visitor opening a page directly: the page starts its early data and its routes' chunks load now, beside
 * /api/auth/me, instead of after it (the _authenticated guard waits for /me before the router asks for them; decision
 * 0047).
 */
export async function preloadCurrentRoutes(router: AppRouter): Promise<void> {
  if (!hasTokens()) return;
  loadQueryClient().catch(() => undefined);
  const { pathname, search } = router.latestLocation;
  await startPage(router, pathname, idTokenHints(), search);
}

/**
 * What a page declares it starts before the router loads it (`staticData.startEarly` of its routes, decision 0072):
 * the data of the page customers land on, the messages every signed-in page uses. Hints from the id token only; the
 * page's loader and the API decide.
 */
export type StartEarly = (hints: IdHints) => void;

/**
 * A page's early start: its routes' `startEarly` at once (their requests go out first), then its routes' chunks, each
 * route's files in a task of their own: adding some fifty preload links at once was a long task on a phone (decision
 * 0067).
 */
async function startPage(router: AppRouter, pathname: string, hints: IdHints, search: object = {}): Promise<void> {
  const routes = router
    .matchRoutes(pathname, search)
    .map((match) => router.routesById[match.routeId] as AnyRoute | undefined)
    .filter((route) => route !== undefined);
  for (const route of routes) route.options.staticData?.startEarly?.(hints);
  for (const route of routes) {
    await yieldToBrowser();
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    startEarly?: StartEarly;
  }
}
