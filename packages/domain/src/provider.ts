/**
 * The provider behind the portal: the company customers call. One place for the name, address and phone numbers
 * the sidebar, help pages, account messages and the
 * purchase-order agreement (screen and PDF) show. 555-01xx numbers and the .example domain are reserved for
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
