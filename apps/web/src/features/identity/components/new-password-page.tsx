import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PendingChallenge } from '#web/lib/token-storage.ts';
import { describeFormFailure } from '../api/form-failure.ts';
import { confirmPasswordError, newPasswordError, type NewPasswordValues } from '../api/new-password-rules.ts';
import { usePasswordPolicy } from '../api/password-policy.ts';
import { useCompleteNewPassword } from '../api/passwords.ts';
import { AuthCardPage } from './auth-card-page.tsx';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

/** Sign-in's NEW_PASSWORD_REQUIRED step (spec 000 §4): choose a password, then the session starts. */
export function NewPasswordPage({
  challenge,
  onSignedIn,
}: {
  challenge: PendingChallenge | null;
  onSignedIn: () => void;
}) {
  const t = useIdentityT();
  return (
    <AuthCardPage
      title={t('identity.newPassword.title')}
      subtitle={challenge ? t('identity.newPassword.subtitle') : undefined}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('identity.backToLogin')}
        </Anchor>
      }
    >
      {challenge ? (
        <NewPasswordForm challenge={challenge} onSignedIn={onSignedIn} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('identity.newPassword.noChallenge')}</Text>
          <Button component={Link} to="/login" fullWidth>
            {t('identity.backToLogin')}
          </Button>
        </Stack>
      )}
    </AuthCardPage>
  );
}

function NewPasswordForm({ challenge, onSignedIn }: { challenge: PendingChallenge; onSignedIn: () => void }) {
  const t = useIdentityT();
  const { policy } = usePasswordPolicy();
  const complete = useCompleteNewPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: (value) => newPasswordError(policy, value, challenge.email),
      confirmPassword: (value, values) => confirmPasswordError(value, values.newPassword),
    },
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    complete.mutate(
      { email: challenge.email, session: challenge.session, newPassword: values.newPassword },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const failure = describeFormFailure(error, ['newPassword'] as const, (key) => t(`errors.${key}`));
          form.setErrors(failure.fieldErrors);
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert ? <FormAlert title={t('identity.newPassword.failedTitle')}>{alert}</FormAlert> : null}
        <Text size="sm" fw={500} data-testid="challenge-email">
          {t('identity.newPassword.forEmail', { email: challenge.email })}
        </Text>
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={challenge.email} readOnly hidden />
        <NewPasswordInputs form={form} policy={policy} email={challenge.email} />
        <Button type="submit" fullWidth size="md" mt="xs" loading={complete.isPending}>
          {t('identity.newPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
