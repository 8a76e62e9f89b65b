import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../app/router.tsx';
import { ChunkErrorPrompt } from '../components/chunk-error-prompt.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { BootSkeleton } from '../app/boot-skeleton.tsx';
import { useDataRouteLinks } from '../lib/data-route-links.ts';
import { rememberSsoCode } from '../lib/sso-code.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec 000 §2.4: a `code` query parameter on any route is kept as the single-sign-on code.
  beforeLoad: ({ location }) => rememberSsoCode(location.search as Record<string, unknown>),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  // The first load, until the first route resolves, draws the frame index.html drew: never a blank page (0034).
  pendingComponent: BootSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
});

/**
 * The path of the page on screen, on the document element (`data-shown-path`), set once the router has finished
 * loading it: what a browser test waits for after navigating inside the app, where the URL changes at once.
 */
function useShownPath() {
  const shown = useRouterState({
    select: (state) => (state.status === 'idle' ? (state.resolvedLocation?.pathname ?? null) : null),
  });
  useEffect(() => {
    if (shown) document.documentElement.dataset.shownPath = shown;
  }, [shown]);
}

function RootComponent() {
  useDataRouteLinks();
  useShownPath();
  return (
    <>
      <Outlet />
      <ChunkErrorPrompt />
    </>
  );
}
