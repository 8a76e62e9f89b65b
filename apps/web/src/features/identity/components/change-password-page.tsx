import { Alert, Button, Card, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '#web/components/page-header.tsx';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { describeFormFailure } from '../api/form-failure.ts';
import { confirmPasswordError, newPasswordError, type NewPasswordValues } from '../api/new-password-rules.ts';
import { usePasswordPolicy } from '../api/password-policy.ts';
import { useChangePassword } from '../api/passwords.ts';
import { FormAlert } from './form-alert.tsx';
import { ImpersonationNotice } from './impersonation-notice.tsx';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';
import { PageContainer } from '#web/components/page-container.tsx';

interface ChangeValues extends NewPasswordValues {
  currentPassword: string;
}

/** Change password while signed in (spec 000 §4, page title "Change Password"). */
export function ChangePasswordPage({ onDone }: { onDone: () => void }) {
  const t = useIdentityT();
  const me = useCurrentUser();
  const { policy } = usePasswordPolicy();
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);
  const impersonating = me.impersonator !== null;
  const form = useForm<ChangeValues>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (value === '' ? t('errors.required') : null),
      newPassword: (value) => newPasswordError(policy, value, me.email),
      confirmPassword: (value, values) => confirmPasswordError(value, values.newPassword),
    },
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'teal', message: message || t('errors.passwordChanged') });
          form.reset();
          onDone();
        },
        onError: (error) => {
          const failure = describeFormFailure(error, ['currentPassword', 'newPassword'] as const, (key) =>
            t(`errors.${key}`),
          );
          form.setErrors(failure.fieldErrors);
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <PageContainer>
      <PageHeader
        title={t('identity.changePassword.title')}
        description={t('identity.changePassword.description', { email: me.email })}
      />
      <ImpersonationNotice />
      <Card withBorder radius="md" padding="lg" maw={520} w="100%">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {impersonating ? (
              <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="status">
                {t('identity.changePassword.impersonating')}
              </Alert>
            ) : null}
            {alert ? <FormAlert title={t('identity.resetPassword.failedTitle')}>{alert}</FormAlert> : null}
            <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
            <PasswordInput
              label={t('identity.fields.currentPassword')}
              autoComplete="current-password"
              aria-required
              visibilityToggleButtonProps={{ 'aria-label': t('identity.showPassword') }}
              disabled={impersonating}
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <NewPasswordInputs form={form} policy={policy} email={me.email} disabled={impersonating} />
            <Group justify="flex-end">
              <Button type="submit" loading={change.isPending} disabled={impersonating}>
                {t('identity.changePassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageContainer>
  );
}
