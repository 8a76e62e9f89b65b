import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enInternalReports } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('internal-reports', { en: enInternalReports });

/** The 'internal-reports' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useInternalReportsT() {
  return useTranslation('internal-reports').t;
}
