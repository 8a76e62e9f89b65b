import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { AuthCardPage } from '../features/identity/components/auth-card-page.tsx';
import { setChallengeHandler } from '../lib/api-client.ts';
import { safeRedirectPath } from '../lib/home-path.ts';
import { loadSession } from '../lib/session.ts';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

const LoginSearchSchema = z.object({
  redirect: z.optional(z.string()),
  /** A success notice from another anonymous page (after a password reset). */
  notice: z.catch(z.optional(z.enum(['passwordChanged'])), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  // Spec 000 §2.4: a signed-in user visiting login goes to the root.
  beforeLoad: async ({ context }) => {
    if (await loadSession(context.queryClient)) throw redirect({ to: '/', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const t = useIdentityT();
  const search = Route.useSearch();
  const router = useRouter();
  const navigate = Route.useNavigate();

  // Spec 000 §4: "new password required" continues on /new-password, then to where sign-in was going.
  useEffect(
    () =>
      setChallengeHandler(
        () => void navigate({ to: '/new-password', search: search.redirect ? { redirect: search.redirect } : {} }),
      ),
    [navigate, search.redirect],
  );

  return (
    <AuthCardPage
      title={t('auth.title')}
      documentTitle={t('auth.documentTitle')}
      subtitle={t('auth.subtitle')}
      footer={
        <Text size="xs" c="dimmed" ta="center">
          {t('auth.help')}
        </Text>
      }
    >
      <Stack gap="md">
        {search.notice === 'passwordChanged' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('identity.notice.passwordChanged')}
          </Alert>
        ) : null}
        <LoginForm onSignedIn={() => router.history.replace(safeRedirectPath(search.redirect))} />
        <Anchor component={Link} to="/reset-password" size="sm" ta="center">
          {t('identity.links.forgotPassword')}
        </Anchor>
        <Divider />
        <Anchor component={Link} to="/login-sso" size="sm" ta="center">
          {t('identity.links.sso')}
        </Anchor>
      </Stack>
    </AuthCardPage>
  );
}
