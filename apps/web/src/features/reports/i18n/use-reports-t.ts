import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enReports } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('reports', { en: enReports });

/** The 'reports' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useReportsT() {
  return useTranslation('reports').t;
}
