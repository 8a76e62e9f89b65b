import { useTranslation } from 'react-i18next';
import { registerNamespace } from '#web/lib/i18n/i18n.ts';
import { enPurchaseOrderAgreement } from './en.ts';

// Registered when this feature's chunk loads, so the entry chunk does not carry these strings.
registerNamespace('purchase-order-agreement', { en: enPurchaseOrderAgreement });

/** The 'purchase-order-agreement' namespace's typed `t`; keys of the shared 'common' namespace resolve too. */
export function usePurchaseOrderAgreementT() {
  return useTranslation('purchase-order-agreement').t;
}
