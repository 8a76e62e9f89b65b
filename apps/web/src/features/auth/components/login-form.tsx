import { SignInBodySchema, type SignInBody } from '@kc/domain/auth';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { EmailInput } from '#web/components/email-input.tsx';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { describeSignInFailure, type SignInFailure } from '../api/sign-in-error.ts';

type Field = keyof SignInBody;

/** The first message of each field the schema refuses. */
function fieldErrorsOf(values: SignInBody): SignInFailure['fieldErrors'] {
  const parsed = SignInBodySchema.safeParse(values);
  const errors: SignInFailure['fieldErrors'] = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  // Two fields and one schema: plain state, not a form library in the sign-in page's first download (decision 0047).
  const [values, setValues] = useState<SignInBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInFailure['fieldErrors']>({});
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = fieldErrorsOf(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setAlert(null);
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // Anything but an API answer is a client fault worth seeing in the console.
        if (!isApiError(error)) console.error('Sign-in failed', error);
        const failure = describeSignInFailure(error, (key) => t(`errors.${key}`));
        setErrors(failure.fieldErrors);
        setAlert(failure.alert);
      },
    });
  };

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
        <EmailInput {...field('email')} />
        <PasswordInput
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          // Not "…password…": keeps getByLabel('Password') and screen readers pointing at one control.
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          aria-required
          {...field('password')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={signIn.isPending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
