// The type of every namespace, declared once for i18next so `t` checks keys the same way in every feature
// (decision 0025). Type-only imports: no catalogue is bundled from here.
import type { en } from '#web/lib/i18n/en.ts';
import type { enAlerts } from '#web/features/alerts/i18n/en.ts';
import type { enAdministration } from '#web/features/administration/i18n/en.ts';
import type { enBadges } from '#web/features/badges/i18n/en.ts';
import type { enChangeForm } from '#web/features/change-form/i18n/en.ts';
import type { enHelp } from '#web/features/help/i18n/en.ts';
import type { enHierarchy } from '#web/features/hierarchy/i18n/en.ts';
import type { enIdentity } from '#web/features/identity/i18n/en.ts';
import type { enInternalReports } from '#web/features/internal-reports/i18n/en.ts';
import type { enKeyActivity } from '#web/features/key-activity-alerts/i18n/en.ts';
import type { enKeyControl } from '#web/features/key-control/i18n/en.ts';
import type { enNotes } from '#web/features/notes/i18n/en.ts';
import type { enOptOut } from '#web/features/opt-out/i18n/en.ts';
import type { enOverview } from '#web/features/overview/i18n/en.ts';
import type { enProductionQueue } from '#web/features/production-queue/i18n/en.ts';
import type { enPropertyOps } from '#web/features/property-ops/i18n/en.ts';
import type { enPurchaseOrderForm } from '#web/features/purchase-order-form/i18n/en.ts';
import type { enPurchaseOrders } from '#web/features/purchase-orders/i18n/en.ts';
import type { enPurchaseOrderAgreement } from '#web/features/purchase-order-agreement/i18n/en.ts';
import type { enReports } from '#web/features/reports/i18n/en.ts';
import type { enResidentEmails } from '#web/features/resident-emails/i18n/en.ts';
import type { enSearch } from '#web/features/search/i18n/en.ts';
import type { enSrReports } from '#web/features/service-request-reports/i18n/en.ts';
import type { enServiceRequests } from '#web/features/service-requests/i18n/en.ts';
import type { enShell } from '#web/features/shell/i18n/en.ts';
import type { enStaff } from '#web/features/staff/i18n/en.ts';
import type { enSupportEmail } from '#web/features/support-email/i18n/en.ts';
import type { enUsers } from '#web/features/users/i18n/en.ts';

export interface Resources {
  common: typeof en;
  administration: typeof enAdministration;
  alerts: typeof enAlerts;
  badges: typeof enBadges;
  'change-form': typeof enChangeForm;
  help: typeof enHelp;
  hierarchy: typeof enHierarchy;
  identity: typeof enIdentity;
  'internal-reports': typeof enInternalReports;
  'key-activity-alerts': typeof enKeyActivity;
  'key-control': typeof enKeyControl;
  notes: typeof enNotes;
  'opt-out': typeof enOptOut;
  overview: typeof enOverview;
  'production-queue': typeof enProductionQueue;
  'property-ops': typeof enPropertyOps;
  'purchase-order-form': typeof enPurchaseOrderForm;
  'purchase-orders': typeof enPurchaseOrders;
  'purchase-order-agreement': typeof enPurchaseOrderAgreement;
  reports: typeof enReports;
  'resident-emails': typeof enResidentEmails;
  search: typeof enSearch;
  'service-request-reports': typeof enSrReports;
  'service-requests': typeof enServiceRequests;
  shell: typeof enShell;
  staff: typeof enStaff;
  'support-email': typeof enSupportEmail;
  users: typeof enUsers;
}

/** The namespaces typed above, as a value the catalogue test compares with the catalogue files on disk. */
export const TYPED_NAMESPACES = [
  'common',
  'administration',
  'alerts',
  'badges',
  'change-form',
  'help',
  'hierarchy',
  'identity',
  'internal-reports',
  'key-activity-alerts',
  'key-control',
  'notes',
  'opt-out',
  'overview',
  'production-queue',
  'property-ops',
  'purchase-order-form',
  'purchase-orders',
  'purchase-order-agreement',
  'reports',
  'resident-emails',
  'search',
  'service-request-reports',
  'service-requests',
  'shell',
  'staff',
  'support-email',
  'users',
] as const satisfies readonly (keyof Resources)[];

// Fails to compile when a namespace is typed above but missing from TYPED_NAMESPACES.
type Missing = Exclude<keyof Resources, (typeof TYPED_NAMESPACES)[number]>;
export const EVERY_NAMESPACE_LISTED: [Missing] extends [never] ? true : Missing = true;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: Resources;
  }
}
