import type { QueryClient } from '@tanstack/react-query';
import { currentQueryClient, loadQueryClient } from '../lib/query-client-loader.ts';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { loginSearchFor, safeRedirectPath } from '../lib/home-path.ts';
import { idTokenHints, requestLandingEarly } from '../lib/landing.ts';
import { loadZodEnglish } from '../lib/zod-english.ts';
import { loadRollupBriefing } from '../features/overview/components/rollup-briefing-loader.ts';
import { loadSession, setSessionStartHandler } from '../lib/session.ts';
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

  // Sign-in to the first page in one parallel round (decisions 0034, 0072): while /api/auth/me answers, the chunks of
  // the shell and of the login's home page load, and a customer login bound for the overview asks for its landing
  // data. The id token's subject names the pool (internal:… or external:…).
  setSessionStartHandler((tokens) => {
    const hints = idTokenHints(tokens.idToken);
    const home = hints.pool === 'internal' ? INTERNAL_HOME : EXTERNAL_HOME;
    if (hints.pool === 'external' && landsOnOverview(router.state.location.search)) startLanding(hints.kind);
    // In a task after this one, so /api/auth/me and the landing call go out first: adding the chunks' preload links
    // takes tens of milliseconds on a phone, and the data takes longest.
    void yieldToBrowser().then(() => {
      for (const id of [...SHELL_ROUTES, ...home]) {
        const route = router.routesById[id];
        if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
      }
    });
  });

  return router;
}

/**
 * A signed-in visitor opening a page directly: the chunks of the page's routes load now, beside /api/auth/me, instead
 * of after it (the _authenticated guard waits for /me before the router asks for them; decision 0047). Each route's
 * files are asked for in a task of their own: adding some fifty preload links at once was a long task on a phone
 * (decision 0067).
 */
export async function preloadCurrentRoutes(router: AppRouter): Promise<void> {
  if (!hasTokens()) return;
  loadQueryClient().catch(() => undefined);
  if (router.latestLocation.pathname === '/overview') {
    await yieldToBrowser();
    startOverviewData().catch(() => undefined);
    preloadOverviewParts(idTokenHints().kind);
  }
  await yieldToBrowser();
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById] as AnyRoute | undefined;
    const loading = route ? router.loadRouteChunk(route) : undefined;
    if (!loading) continue;
    loading.catch(() => undefined);
    await yieldToBrowser();
  }
}

/**
 * The overview is where customers land: its data (the session, the selection list, the one overview call) starts as
 * soon as react-query and the session are there, through the overview's own loader, instead of after every chunk of
 * the page (on a slow phone network the chunks took a second; decision 0067). The router's load then finds the queries
 * in flight or done; a failure here is left to it.
 */
async function startOverviewData(): Promise<void> {
  const [queryClient, { loadOverview }] = await Promise.all([
    loadQueryClient(),
    import('../features/overview/api/overview-route-data.ts'),
  ]);
  const me = await loadSession(queryClient);
  if (me) await loadOverview(queryClient, me);
}

const SHELL_ROUTES = ['/_authenticated', '/_authenticated/_default'] as const;
const EXTERNAL_HOME = ['/_authenticated/_default/_external', '/_authenticated/_default/_external/overview'] as const;
const INTERNAL_HOME = ['/_authenticated/_default/dashboard'] as const;

/** A customer login bound for the overview: its landing call and what the page needs besides (decision 0072). */
function startLanding(kind: ReturnType<typeof idTokenHints>['kind']): void {
  requestLandingEarly();
  preloadOverviewParts(kind);
}

/**
 * What the overview needs beyond its route's chunks, started with its data: a roll-up login's briefing, and zod's
 * English messages (which the signed-in layout would ask for only after /api/auth/me).
 */
function preloadOverviewParts(kind: ReturnType<typeof idTokenHints>['kind']): void {
  void loadZodEnglish();
  if (kind === 'region' || kind === 'division' || kind === null) loadRollupBriefing().catch(() => undefined);
}

/** Whether the page that starts a session goes on to the overview (its `redirect`, else the home page). */
function landsOnOverview(search: unknown): boolean {
  const next = safeRedirectPath((search as { redirect?: unknown } | undefined)?.redirect);
  return next === '/' || next === '/overview';
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
