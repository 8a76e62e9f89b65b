import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../features/identity/components/reset-password-page.tsx';
import { loadSession } from '../lib/session.ts';

export const Route = createFileRoute('/reset-password')({
  // The reset e-mail links here with ?email= (a number-looking value would be parsed as one: keep it text).
  validateSearch: z.object({
    email: z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined),
  }),
  // Spec 000 §2.4: a signed-in user visiting reset-password goes to the root.
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/', replace: true });
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
