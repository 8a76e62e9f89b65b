import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { createFileRoute, Link, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { AuthCardPage } from '../features/identity/components/auth-card-page.tsx';
import { setChallengeHandler } from '../lib/api-client.ts';
import { safeRedirectPath } from '../lib/home-path.ts';
import { storedSession } from '../lib/session.ts';
import { searchChoice, searchText } from '#web/lib/search-params.ts';

interface LoginSearch {
  redirect?: string;
  /** A success notice from another anonymous page (after a password reset). */
  notice?: 'passwordChanged';
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const redirect = searchText(search.redirect);
    const notice = searchChoice(['passwordChanged'], search.notice);
    return { ...(redirect === undefined ? {} : { redirect }), ...(notice ? { notice } : {}) };
  },
  // Spec 000 §2.4: a signed-in user visiting login goes to the root.
  beforeLoad: async ({ context }) => {
    if (await storedSession(context.loadQueryClient)) throw redirect({ to: '/', replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  // The sign-in page's strings are in the shared catalogue: the identity screens' strings load with those screens.
  const { t } = useTranslation();
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
            {t('auth.passwordChanged')}
          </Alert>
        ) : null}
        <LoginForm onSignedIn={() => router.history.replace(safeRedirectPath(search.redirect))} />
        <Anchor component={Link} to="/reset-password" size="sm" ta="center">
          {t('auth.forgotPassword')}
        </Anchor>
        <Divider />
        <Anchor component={Link} to="/login-sso" size="sm" ta="center">
          {t('auth.ssoLink')}
        </Anchor>
      </Stack>
    </AuthCardPage>
  );
}
