import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail field of the sign-in, single sign-on and reset-password forms: one definition, so the autocomplete
 * hints password managers rely on, the label and the required marker cannot drift apart between them.
 */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="username"
      inputMode="email"
      autoFocus
      aria-required
      {...props}
    />
  );
}
