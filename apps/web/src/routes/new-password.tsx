import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { NewPasswordPage } from '../features/identity/components/new-password-page.tsx';
import { safeRedirectPath } from '../lib/home-path.ts';
import { storedSession } from '../lib/session.ts';
import { searchText } from '../lib/search-params.ts';
import { getPendingChallenge } from '../lib/token-storage.ts';

export const Route = createFileRoute('/new-password')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = searchText(search.redirect);
    return redirect === undefined ? {} : { redirect };
  },
  // Spec 000 §2.4: a signed-in user visiting new-password goes to the root.
  beforeLoad: async ({ context }) => {
    if (await storedSession(context.loadQueryClient)) throw redirect({ to: '/', replace: true });
    // The page's calls go through react-query.
    await context.loadQueryClient();
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
