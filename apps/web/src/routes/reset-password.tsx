import { createFileRoute, redirect } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/identity/components/reset-password-page.tsx';
import { storedSession } from '../lib/session.ts';
import { searchText } from '../lib/search-params.ts';

export const Route = createFileRoute('/reset-password')({
  // The reset e-mail links here with ?email= (a number-looking value would be parsed as one: keep it text).
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = searchText(search.email);
    return email === undefined ? {} : { email };
  },
  // Spec 000 §2.4: a signed-in user visiting reset-password goes to the root.
  beforeLoad: async ({ context }) => {
    if (await storedSession(context.loadQueryClient)) throw redirect({ to: '/', replace: true });
    // The page's calls go through react-query.
    await context.loadQueryClient();
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { email } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ResetPasswordPage
      initialEmail={email}
      onPasswordChanged={() => void navigate({ to: '/login', search: { notice: 'passwordChanged' }, replace: true })}
    />
  );
}
