/**
 * The provider behind the portal: the company customers call. One place for the name, address and phone numbers
 * the sidebar, help pages and account messages show. 555-01xx numbers and the .example domain are reserved for
 * fiction, so nothing here reaches a real party.
 */
export const PROVIDER = {
  name: 'Keystone Key Control Systems, Inc.',
  shortName: 'Keystone Key Control',
  address: { line1: '4800 Research Boulevard, Suite 210', city: 'Austin', state: 'TX', zip: '78759' },
  phones: {
    support: '8005550148',
    sales: '8005550172',
    billing: '8005550191',
  },
  supportEmail: 'support@keystonekeycontrol.example',
  supportHours: 'Monday to Friday, 7:00 AM to 7:00 PM Central',
} as const;

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
