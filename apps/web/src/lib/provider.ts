/** The provider's name, address and phone numbers live in @kc/domain/provider (the agreement PDF shows them too). */
export { PROVIDER } from '@kc/domain/provider';

/**
 * The customer (invoice) portal. There is no link API yet (spec 000 §7.4 "customer-portal link"); until there is,
 * Invoices opens this base with the property's customer number. Override per deployment with VITE_CUSTOMER_PORTAL_URL.
 */
export const CUSTOMER_PORTAL_BASE_URL: string =
  (import.meta.env.VITE_CUSTOMER_PORTAL_URL as string | undefined) || 'https://pay.keystonekeycontrol.example/invoices';

export function customerPortalUrl(accountingCustomerNumber: string): string {
  const url = new URL(CUSTOMER_PORTAL_BASE_URL);
  url.searchParams.set('customer', accountingCustomerNumber);
  return url.toString();
}
