import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enProductionQueue } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('production-queue', { en: enProductionQueue });

/** The 'production-queue' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useProductionQueueT() {
  return useTranslation('production-queue').t;
}
