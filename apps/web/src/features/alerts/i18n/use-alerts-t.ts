import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enAlerts } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('alerts', { en: enAlerts });

/** The 'alerts' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useAlertsT() {
  return useTranslation('alerts').t;
}
