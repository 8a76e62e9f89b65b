import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enHelp } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('help', { en: enHelp });

/** The 'help' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useHelpT() {
  return useTranslation('help').t;
}
