import { ForgotPasswordBodySchema } from '@kc/domain/auth';
import { MESSAGES } from '@kc/domain/messages';
import { EmailInput } from '#web/components/email-input.tsx';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describeFormFailure } from '../api/form-failure.ts';
import { confirmPasswordError, newPasswordError, type NewPasswordValues } from '../api/new-password-rules.ts';
import { usePasswordPolicy } from '../api/password-policy.ts';
import { useConfirmForgotPassword, useForgotPassword } from '../api/passwords.ts';
import { AuthCardPage } from './auth-card-page.tsx';
import { FormAlert } from './form-alert.tsx';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

type Step = { name: 'request' } | { name: 'confirm'; email: string; codeSent: boolean };

/**
 * Forgotten password (spec 000 §4): e-mail a code, then the code with a new password. The e-mail's link carries
 * ?email=, which opens the second step directly.
 */
export function ResetPasswordPage({
  initialEmail,
  onPasswordChanged,
}: {
  initialEmail?: string;
  onPasswordChanged: () => void;
}) {
  const t = useIdentityT();
  const prefilled =
    initialEmail && ForgotPasswordBodySchema.safeParse({ email: initialEmail }).success
      ? initialEmail.trim()
      : undefined;
  const [step, setStep] = useState<Step>(
    prefilled ? { name: 'confirm', email: prefilled, codeSent: false } : { name: 'request' },
  );

  return (
    <AuthCardPage
      title={t('identity.resetPassword.title')}
      documentTitle={t('identity.resetPassword.documentTitle')}
      subtitle={
        step.name === 'request'
          ? t('identity.resetPassword.requestSubtitle')
          : t('identity.resetPassword.confirmSubtitle', { email: step.email })
      }
      footer={
        <Anchor component={Link} to="/login" size="sm">
          {t('identity.backToLogin')}
        </Anchor>
      }
    >
      {step.name === 'request' ? (
        <RequestCodeForm
          initialEmail={initialEmail ?? ''}
          onSent={(email) => setStep({ name: 'confirm', email, codeSent: true })}
          onHaveCode={(email) => setStep({ name: 'confirm', email, codeSent: false })}
        />
      ) : (
        <ConfirmCodeForm
          key={step.email}
          email={step.email}
          codeSent={step.codeSent}
          onOtherEmail={() => setStep({ name: 'request' })}
          onResent={() => setStep({ name: 'confirm', email: step.email, codeSent: true })}
          onPasswordChanged={onPasswordChanged}
        />
      )}
    </AuthCardPage>
  );
}

function RequestCodeForm({
  initialEmail,
  onSent,
  onHaveCode,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onHaveCode: (email: string) => void;
}) {
  const t = useIdentityT();
  const forgot = useForgotPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(ForgotPasswordBodySchema, { sync: true }),
  });

  const submit = form.onSubmit(({ email }) => {
    setAlert(null);
    const address = email.trim();
    forgot.mutate(address, {
      onSuccess: () => onSent(address),
      onError: (error) => {
        const failure = describeFormFailure(error, ['email'] as const, (key) => t(`errors.${key}`));
        form.setErrors(failure.fieldErrors);
        setAlert(failure.alert);
      },
    });
  });

  const haveCode = () => {
    const { hasErrors } = form.validate();
    if (!hasErrors) onHaveCode(form.getValues().email.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert ? <FormAlert title={t('identity.resetPassword.failedTitle')}>{alert}</FormAlert> : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          {t('identity.resetPassword.sendCode')}
        </Button>
        <Button variant="subtle" fullWidth onClick={haveCode}>
          {t('identity.resetPassword.haveCode')}
        </Button>
      </Stack>
    </form>
  );
}

interface ConfirmValues extends NewPasswordValues {
  code: string;
}

function ConfirmCodeForm({
  email,
  codeSent,
  onOtherEmail,
  onResent,
  onPasswordChanged,
}: {
  email: string;
  codeSent: boolean;
  onOtherEmail: () => void;
  onResent: () => void;
  onPasswordChanged: () => void;
}) {
  const t = useIdentityT();
  const { policy } = usePasswordPolicy();
  const confirm = useConfirmForgotPassword();
  const resend = useForgotPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ConfirmValues>({
    mode: 'controlled',
    initialValues: { code: '', newPassword: '', confirmPassword: '' },
    validate: {
      code: (value) =>
        value.trim() === '' ? MESSAGES.required : /^\d{6}$/.test(value.trim()) ? null : MESSAGES.invalidResetCode,
      newPassword: (value) => newPasswordError(policy, value, email),
      confirmPassword: (value, values) => confirmPasswordError(value, values.newPassword),
    },
  });

  const fail = (error: unknown) => {
    const failure = describeFormFailure(error, ['code', 'newPassword'] as const, (key) => t(`errors.${key}`));
    form.setErrors(failure.fieldErrors);
    setAlert(failure.alert);
  };

  const submit = form.onSubmit((values) => {
    setAlert(null);
    confirm.mutate(
      { email, code: values.code.trim(), newPassword: values.newPassword },
      { onSuccess: onPasswordChanged, onError: fail },
    );
  });

  const sendAgain = () => {
    setAlert(null);
    resend.mutate(email, { onSuccess: onResent, onError: fail });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert ? <FormAlert title={t('identity.resetPassword.failedTitle')}>{alert}</FormAlert> : null}
        {codeSent ? (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
            {t('identity.resetPassword.codeSent', { email })}
          </Alert>
        ) : null}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          label={t('identity.fields.code')}
          description={t('identity.fields.codeDescription')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          aria-required
          key={form.key('code')}
          {...form.getInputProps('code')}
        />
        <NewPasswordInputs form={form} policy={policy} email={email} />
        <Button type="submit" fullWidth size="md" mt="xs" loading={confirm.isPending}>
          {t('identity.resetPassword.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={sendAgain} loading={resend.isPending}>
            {t('identity.resetPassword.resend')}
          </Button>
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onOtherEmail}>
            {t('identity.resetPassword.otherEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
