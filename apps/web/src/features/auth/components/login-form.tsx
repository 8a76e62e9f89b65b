import type { SignInBody } from '@kc/domain/auth';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { EmailInput } from '#web/components/email-input.tsx';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api-errors.ts';
import { describeSignInFailure, type SignInFailure } from '../api/sign-in-error.ts';

type Field = keyof SignInBody;

/**
 * The form's validation and the sign-in call bring zod: they load as soon as the form is drawn, beside it, instead of
 * holding back its first paint (decision 0057). A submit before they arrive waits for them.
 */
const loadSignIn = () => import('../api/sign-in.ts');

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // Two fields and one schema: plain state, not a form library in the sign-in page's first download (decision 0047).
  const [values, setValues] = useState<SignInBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInFailure['fieldErrors']>({});
  useEffect(() => {
    loadSignIn().catch(() => undefined);
  }, []);
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const fail = (error: unknown) => {
    // Anything but an API answer is a client fault worth seeing in the console.
    if (!isApiError(error)) console.error('Sign-in failed', error);
    const failure = describeSignInFailure(error, (key) => t(`errors.${key}`));
    setErrors(failure.fieldErrors);
    setAlert(failure.alert);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const { signInFieldErrors, signInAndStart } = await loadSignIn();
      const invalid = signInFieldErrors(values);
      setErrors(invalid);
      if (Object.keys(invalid).length > 0) return;
      setAlert(null);
      await signInAndStart(values);
      onSignedIn();
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
