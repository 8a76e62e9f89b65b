import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enSrReports } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('service-request-reports', { en: enSrReports });

/** The 'service-request-reports' namespace's typed `t`; keys of the shared 'common' namespace resolve too. */
export function useSrReportsT() {
  return useTranslation('service-request-reports').t;
}
