import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { IdleGuard } from '../components/idle-guard.tsx';
import { ShellSkeleton } from '../features/shell/components/shell-skeleton.tsx';
import { loginSearchFor } from '../lib/home-path.ts';
import { loadSession } from '../lib/session.ts';
import { loadZodEnglish } from '../lib/zod-english.ts';

/**
 * Every signed-in page sits under this pathless route; anonymous visitors go to login and come back after.
 * The idle guard lives here, so login, new-password and reset-password never show the idle modal.
 */
export const Route = createFileRoute('/_authenticated')({
  // Signing in, or opening a signed-in page: zod's English messages load beside the session (decision 0072).
  staticData: { startEarly: () => void loadZodEnglish() },
  beforeLoad: async ({ context, location }) => {
    const queryClient = await context.loadQueryClient();
    const me = await loadSession(queryClient);
    if (!me) throw redirect({ to: '/login', search: loginSearchFor(location.href), replace: true });
    // Not awaited: the forms that need zod's English messages open long after this small chunk arrives.
    void loadZodEnglish();
    // Every signed-in page's loader reads its data through this client (decision 0057).
    return { me, queryClient };
  },
  component: AuthenticatedLayout,
  // Until the session is known the shell's skeleton stands, at once: never a blank page (decision 0034).
  pendingComponent: ShellSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
});

function AuthenticatedLayout() {
  return (
    <>
      <IdleGuard />
      <Outlet />
    </>
  );
}
