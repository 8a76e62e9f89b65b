import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enServiceRequests } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('service-requests', { en: enServiceRequests });

/** The 'service-requests' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function useServiceRequestsT() {
  return useTranslation('service-requests').t;
}
