import { SignInBodySchema, type SignInBody } from '@kc/domain/auth';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { EmailInput } from '#web/components/email-input.tsx';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { describeSignInFailure } from '../api/sign-in-error.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SignInBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(SignInBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // Anything but an API answer is a client fault worth seeing in the console.
        if (!isApiError(error)) console.error('Sign-in failed', error);
        const failure = describeSignInFailure(error, (key) => t(`errors.${key}`));
        form.setErrors(failure.fieldErrors);
        setAlert(failure.alert);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('auth.failedTitle')}
            role="alert"
          >
            {alert}
          </Alert>
        ) : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          // Not "…password…": keeps getByLabel('Password') and screen readers pointing at one control.
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          aria-required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={signIn.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
