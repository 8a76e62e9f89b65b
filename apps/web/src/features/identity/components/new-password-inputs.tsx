import type { PasswordPolicy } from '@kc/domain/password-policy';
import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import type { NewPasswordValues } from '../api/new-password-rules.ts';
import { PasswordRulesChecklist } from './password-rules-checklist.tsx';
import { useIdentityT } from '#web/features/identity/i18n/use-identity-t.ts';

/** New password and its confirmation, with the live rule checklist between them (every new-password form). */
export function NewPasswordInputs<T extends NewPasswordValues>({
  form,
  policy,
  email,
  disabled,
}: {
  form: UseFormReturnType<T>;
  policy: PasswordPolicy;
  email?: string;
  disabled?: boolean;
}) {
  const t = useIdentityT();
  const rulesId = useId();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('identity.fields.newPassword')}
        autoComplete="new-password"
        aria-required
        aria-describedby={rulesId}
        maxLength={policy.maximumLength}
        disabled={disabled}
        visibilityToggleButtonProps={{ 'aria-label': t('identity.showPassword') }}
        key={form.key('newPassword')}
        {...form.getInputProps('newPassword')}
      />
      <PasswordRulesChecklist id={rulesId} policy={policy} password={form.getValues().newPassword} email={email} />
      <PasswordInput
        label={t('identity.fields.confirmPassword')}
        autoComplete="new-password"
        aria-required
        maxLength={policy.maximumLength}
        disabled={disabled}
        visibilityToggleButtonProps={{ 'aria-label': t('identity.showPassword') }}
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </Stack>
  );
}
