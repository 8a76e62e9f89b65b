import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enSupportEmail } from './en.ts';

// Registered when this feature's chunk loads (the widget opens on demand), so no other page carries these strings.
registerNamespace('support-email', { en: enSupportEmail });

/** The 'support-email' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useSupportEmailT() {
  return useTranslation('support-email').t;
}
