import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
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

function RootComponent() {
  useDataRouteLinks();
  return (
    <>
      <Outlet />
      <ChunkErrorPrompt />
    </>
  );
}
