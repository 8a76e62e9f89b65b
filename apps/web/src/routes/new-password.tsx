import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import * as z from 'zod/mini';
import { NewPasswordPage } from '../features/identity/components/new-password-page.tsx';
import { safeRedirectPath } from '../lib/home-path.ts';
import { loadSession } from '../lib/session.ts';
import { getPendingChallenge } from '../lib/token-storage.ts';

export const Route = createFileRoute('/new-password')({
  validateSearch: z.object({ redirect: z.optional(z.string()) }),
  // Spec 000 §2.4: a signed-in user visiting new-password goes to the root.
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/', replace: true });
  },
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const search = Route.useSearch();
  const router = useRouter();
  const [challenge] = useState(getPendingChallenge);
  return (
    <NewPasswordPage
      challenge={challenge}
      onSignedIn={() => router.history.replace(safeRedirectPath(search.redirect))}
    />
  );
}
