import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enChangeForm } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('change-form', { en: enChangeForm });

/** The 'change-form' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useChangeFormT() {
  return useTranslation('change-form').t;
}
