import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enPurchaseOrders } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('purchase-orders', { en: enPurchaseOrders });

/** The 'purchase-orders' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function usePurchaseOrdersT() {
  return useTranslation('purchase-orders').t;
}
