import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';

/** The app around a router made before the first render (main.tsx builds it in a task of its own). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
