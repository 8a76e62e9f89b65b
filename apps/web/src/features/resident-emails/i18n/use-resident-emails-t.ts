import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enResidentEmails } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('resident-emails', { en: enResidentEmails });

/** The 'resident-emails' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useResidentEmailsT() {
  return useTranslation('resident-emails').t;
}
