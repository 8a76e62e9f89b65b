import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { safeRedirectPath } from '../lib/home-path.ts';
import { loadSession } from '../lib/session.ts';

const LoginSearchSchema = z.object({ redirect: z.string().optional() });

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  // Spec 000 §2.4: a signed-in user visiting login goes to the root.
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  return <LoginPage onSignedIn={() => router.history.replace(safeRedirectPath(search.redirect))} />;
}
