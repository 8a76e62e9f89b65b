import { ForgotPasswordBodySchema } from '@kc/domain/auth';
import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { EmailInput } from '#web/components/email-input.tsx';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '#web/lib/api-errors.ts';
import { authorizeSso, getSsoOrganization, type SsoView } from '../api/sso.ts';
import { AuthCardPage } from './auth-card-page.tsx';
import { FormAlert } from './form-alert.tsx';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

/** /login-sso (spec 000 §4): the e-mail step that finds the company's provider, and the callback's states. */
export function SsoPage({ view, onRetry }: { view: SsoView; onRetry: () => void }) {
  const t = useIdentityT();
  return (
    <AuthCardPage
      title={t('identity.sso.title')}
      documentTitle={t('identity.sso.documentTitle')}
      subtitle={view.name === 'email' ? t('identity.sso.subtitle') : undefined}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('identity.sso.passwordSignIn')}
        </Anchor>
      }
    >
      {view.name === 'email' ? <SsoEmailForm /> : null}
      {view.name === 'exchanging' ? (
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader size="md" />
          <Text size="sm">{t('identity.sso.signingIn')}</Text>
        </Stack>
      ) : null}
      {view.name === 'failed' ? (
        <Stack gap="md">
          <FormAlert title={t('identity.sso.failedTitle')}>{view.message}</FormAlert>
          <Button fullWidth onClick={onRetry}>
            {t('identity.sso.tryAgain')}
          </Button>
        </Stack>
      ) : null}
    </AuthCardPage>
  );
}

function SsoEmailForm() {
  const t = useIdentityT();
  const [alert, setAlert] = useState<string | null>(null);
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ForgotPasswordBodySchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setAlert(null);
    setPending(true);
    try {
      const organization = await getSsoOrganization(email.trim());
      const url = await authorizeSso(organization.corporationId);
      setRedirectingTo(organization.corporationName);
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.status === 404) setAlert(t('identity.sso.notSetUp'));
      else if (isApiError(error) && error.status === 429) setAlert(t('errors.tooManyAttempts'));
      else setAlert((isApiError(error) && error.body?.message) || t('errors.unableToComplete'));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert ? <FormAlert title={t('identity.sso.failedTitle')}>{alert}</FormAlert> : null}
        {redirectingTo ? (
          <Text size="sm" role="status">
            {t('identity.sso.redirecting', { name: redirectingTo })}
          </Text>
        ) : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" fullWidth size="md" loading={pending}>
          {t('identity.sso.submit')}
        </Button>
      </Stack>
    </form>
  );
}
