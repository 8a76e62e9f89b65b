import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enPurchaseOrderForm } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('purchase-order-form', { en: enPurchaseOrderForm });

/** The 'purchase-order-form' namespace's typed `t`; keys of the shared 'common' namespace resolve too (fallbackNS). */
export function usePoFormT() {
  return useTranslation('purchase-order-form').t;
}
