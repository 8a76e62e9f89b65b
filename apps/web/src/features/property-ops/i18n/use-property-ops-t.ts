import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enPropertyOps } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('property-ops', { en: enPropertyOps });

/** The 'property-ops' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function usePropertyOpsT() {
  return useTranslation('property-ops').t;
}
