import * as z from 'zod/mini';
import { isExternalRole, type RoleId } from './roles.ts';

/** Groups the staff form and admin screens list rights under. */
export const PERMISSION_GROUPS = [
  'Site logins',
  'Contact information',
  'Navigation',
  'Dashboard',
  'Purchase orders',
  'Key control',
  'Reports',
  'Badges',
  'Property',
  'System',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

interface PermissionDefinition {
  displayName: string;
  group: PermissionGroup;
  /** Provider-only right: never granted to an external role, whatever a per-login override says. */
  internalOnly: boolean;
}

const ext = (displayName: string, group: PermissionGroup): PermissionDefinition => ({
  displayName,
  group,
  internalOnly: false,
});
const int = (displayName: string, group: PermissionGroup): PermissionDefinition => ({
  displayName,
  group,
  internalOnly: true,
});

/**
 * Every right of spec 000 §6 and spec 001 §6 (`Resource_ACTION` keys), plus keys for the display names the
 * spec lists without a key (decision 0004). Display names are the spec's where one fits.
 */
export const PERMISSIONS = {
  // Staff (site login) form
  IdentityAdminPassword_CREATE: int("Set a User's Password", 'Site logins'),
  CustomerImpersonation_ALL: int('Impersonate Customer Staff', 'Site logins'),
  'Staff-Property_UPDATE': ext('Choose Properties of a Site Login', 'Site logins'),
  'Staff-Region_UPDATE': ext('Choose Regions of a Site Login', 'Site logins'),
  'Staff-Division_UPDATE': ext('Choose Divisions of a Site Login', 'Site logins'),
  'Staff-Property_DELETE': ext('Delete Property Site Logins', 'Site logins'),
  'Staff-Region_DELETE': ext('Delete Region Site Logins', 'Site logins'),
  'Staff-Division_DELETE': ext('Delete Division Site Logins', 'Site logins'),
  'Staff-Corporation_DELETE': ext('Delete Corporate Site Logins', 'Site logins'),
  SiteLogin_READ: ext('View Site Logins', 'Site logins'),
  SiteLogin_CREATE: ext('Create Site Logins', 'Site logins'),
  SiteLogin_UPDATE: ext('Modify Site Logins', 'Site logins'),
  SiteLogin_DELETE: ext('Delete Site Logins', 'Site logins'),
  'Property-ContactInfo_UPDATE': ext('Modify Property Contact Info', 'Contact information'),
  'Region-ContactInfo_UPDATE': ext('Modify Region Contact Info', 'Contact information'),
  'Division-ContactInfo_UPDATE': ext('Modify Division Contact Info', 'Contact information'),
  'Corporation-ContactInfo_UPDATE': ext('Modify Corporation Contact Info', 'Contact information'),

  // Navigation
  AllEntities_READ: int('Search All Customers', 'Navigation'),
  ExceptionAlerts_ALL: ext('View Exception Alerts', 'Navigation'),
  Inventory_READ: int('View Inventory', 'Navigation'),
  'ServiceRequest-LandingPage_UI': int('Service Requests', 'Navigation'),
  'ServiceRequest-Email_UI': ext('Send Service Request Email', 'Navigation'),
  'ShippingOrder-ESOF_ALL': ext('Create Supply Order', 'Navigation'),

  // Internal dashboard
  HtCode_READ: int('View Magic Codes', 'Dashboard'),
  ShippingOrder_READ: int('View Shipping Orders', 'Dashboard'),
  User_CREATE: int('Create Internal Users', 'Dashboard'),
  'Special-News_UPDATE': int('Modify Special News', 'Dashboard'),
  News_UPDATE: int('Modify News', 'Dashboard'),
  'Overview-NewPurchaseOrders_UI': int('Overview: New Purchase Orders', 'Dashboard'),
  'Overview-AwaitingUnitEntryPurchaseOrders_UI': int('Overview: Awaiting Unit Entry', 'Dashboard'),
  'Overview-Calendar_ALL': int('Overview: Calendar', 'Dashboard'),
  'Overview-VerifiedPurchaseOrders_UI': int('Overview: Verified Purchase Orders', 'Dashboard'),

  // Purchase orders
  'PurchaseOrder-LandingPage_UI': int('Purchase Orders', 'Purchase orders'),
  'PurchaseOrder-LandingPage-Accounting_UI': int('Accounting Purchase Orders', 'Purchase orders'),
  'PurchaseOrder-ManagementDecision_UPDATE': int('Approve Purchase Orders', 'Purchase orders'),
  PurchaseOrder_DELETE: int('Delete Purchase Orders', 'Purchase orders'),
  /** Decision 0053: production milestones (file created, sent for unit entry, shipped, installed); the spec names no key. */
  'PurchaseOrder-Production_UPDATE': int('Advance Purchase Orders in Production', 'Purchase orders'),
  PurchaseOrder_READ: ext('View Purchase Order', 'Purchase orders'),

  // Key control (cabinets, units, receipts)
  Scanning_UI: int('Panel Scanning', 'Key control'),
  LastComm_UI: ext('View Last Communication', 'Key control'),
  KeyMap_READ: ext('View Key Maps', 'Key control'),
  PropertyUnit_UPDATE: ext('Modify Property Unit and Notes', 'Key control'),
  KeyReceipt_READ: ext('View Key Receipts', 'Key control'),
  KeyReceipt_UPDATE: ext('Modify Key Receipts', 'Key control'),
  KeyReceipt_PRINT: ext('Print Key Receipt', 'Key control'),
  Vendor_READ: ext('View Vendors', 'Key control'),
  Vendor_UPDATE: ext('Modify Vendors', 'Key control'),
  WorkOrder_UPDATE: ext('Modify Work Orders', 'Key control'),
  Activity_READ: ext('View Activities', 'Key control'),
  Activity_UPDATE: ext('Modify Activities', 'Key control'),
  Alerts_UPDATE: ext('Modify Alerts', 'Key control'),
  ResidentEmail_READ: ext('View Resident E-mails', 'Key control'),
  ResidentEmail_UPDATE: ext('Modify Resident E-mails', 'Key control'),

  // Reports
  DatalogTransaction_ALL: ext('View Transaction Reports', 'Reports'),
  'Report-KeysOut_READ': ext('View Key Out Report', 'Reports'),
  'Report-KeysRequestedNotScanned_READ': ext('View Keys Requested but Not Scanned', 'Reports'),
  'Report-HooksTags_READ': ext('View Hooks and Tags on Reports', 'Reports'),

  // Badges (deactivated, never deleted)
  Badge_UPDATE: ext('Create/Modify Badge', 'Badges'),
  BadgeRestriction_UPDATE: ext('Modify Badge Restrictions', 'Badges'),

  // Property account data
  Property_UPDATE: int('Modify Customer Numbers', 'Property'),

  // System information of a datalog
  SystemInfo_READ: ext('View System Info', 'System'),
  SystemInfo_UPDATE: ext('Modify System Info', 'System'),
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionKey = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];
export const PermissionKeySchema = z.enum(PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]);

export const isPermissionKey = (key: string): key is PermissionKey => Object.hasOwn(PERMISSIONS, key);
export const isInternalOnlyPermission = (key: PermissionKey): boolean => PERMISSIONS[key].internalOnly;
export const INTERNAL_ONLY_PERMISSION_KEYS = PERMISSION_KEYS.filter(isInternalOnlyPermission);

/** Rights a role may hold at all: everything for provider staff, the non-internal rights for customers. */
export function grantablePermissionKeys(roleId: RoleId): PermissionKey[] {
  return isExternalRole(roleId) ? PERMISSION_KEYS.filter((k) => !isInternalOnlyPermission(k)) : [...PERMISSION_KEYS];
}

const unique = (keys: readonly PermissionKey[]): PermissionKey[] => [...new Set(keys)];
const except = (keys: readonly PermissionKey[], removed: readonly PermissionKey[]): PermissionKey[] =>
  keys.filter((k) => !removed.includes(k));

/** Every external role reads key activity of its scope. */
const EXTERNAL_REPORTS = [
  'DatalogTransaction_ALL',
  'Report-KeysOut_READ',
  'Report-KeysRequestedNotScanned_READ',
  'Report-HooksTags_READ',
  'Activity_READ',
  'KeyMap_READ',
  'KeyReceipt_READ',
  'KeyReceipt_PRINT',
  'LastComm_UI',
] as const satisfies readonly PermissionKey[];

/** A customer administrator at corporation level: everything a customer may hold. */
const EXTERNAL_CORPORATE: PermissionKey[] = grantablePermissionKeys(200);

// Spec 000 §6: 201 cannot choose divisions, 202 cannot choose regions, 203–205 cannot choose property lists.
const EXTERNAL_DIVISION = except(EXTERNAL_CORPORATE, [
  'Staff-Corporation_DELETE',
  'Corporation-ContactInfo_UPDATE',
  'Staff-Division_UPDATE',
]);
const EXTERNAL_REGION = except(EXTERNAL_DIVISION, [
  'Staff-Division_DELETE',
  'Division-ContactInfo_UPDATE',
  'Staff-Region_UPDATE',
]);
/** The manager still runs the property's own logins and contact. */
const PROPERTY_MANAGER = except(EXTERNAL_REGION, [
  'Staff-Region_DELETE',
  'Region-ContactInfo_UPDATE',
  'Staff-Property_UPDATE',
]);
const PROPERTY_ASSISTANT = unique([
  ...EXTERNAL_REPORTS,
  'ExceptionAlerts_ALL',
  'Badge_UPDATE',
  'SiteLogin_READ',
  'WorkOrder_UPDATE',
  'PropertyUnit_UPDATE',
  'ServiceRequest-Email_UI',
  'Vendor_READ',
  'ResidentEmail_READ',
  'SystemInfo_READ',
  'PurchaseOrder_READ',
]);
/** "External Property Key-Out Reports": who has which key, nothing more. */
const PROPERTY_STAFF: PermissionKey[] = [
  'Report-KeysOut_READ',
  'Report-KeysRequestedNotScanned_READ',
  'Activity_READ',
  'KeyReceipt_READ',
];

const INTERNAL_COMMON = [
  'AllEntities_READ',
  'Overview-Calendar_ALL',
  'Activity_READ',
  'SiteLogin_READ',
  'PurchaseOrder_READ',
] as const satisfies readonly PermissionKey[];

const MANAGEMENT = except(PERMISSION_KEYS, [
  'IdentityAdminPassword_CREATE',
  'Special-News_UPDATE',
  'Scanning_UI',
  'SystemInfo_UPDATE',
]);
const SALES = unique([
  ...INTERNAL_COMMON,
  'CustomerImpersonation_ALL',
  'PurchaseOrder-LandingPage_UI',
  'Overview-NewPurchaseOrders_UI',
  'Overview-VerifiedPurchaseOrders_UI',
  'ServiceRequest-LandingPage_UI',
  'ShippingOrder_READ',
  'LastComm_UI',
  'DatalogTransaction_ALL',
  'Report-KeysOut_READ',
  'ExceptionAlerts_ALL',
  'Property-ContactInfo_UPDATE',
]);
const SERVICE_TECH = unique([
  ...INTERNAL_COMMON,
  ...EXTERNAL_REPORTS,
  'CustomerImpersonation_ALL',
  'Scanning_UI',
  'ServiceRequest-LandingPage_UI',
  'ServiceRequest-Email_UI',
  'Inventory_READ',
  'HtCode_READ',
  'ShippingOrder_READ',
  'Overview-AwaitingUnitEntryPurchaseOrders_UI',
  'PropertyUnit_UPDATE',
  'Activity_UPDATE',
  'ExceptionAlerts_ALL',
  'Alerts_UPDATE',
  'Badge_UPDATE',
  'BadgeRestriction_UPDATE',
  'SystemInfo_READ',
  'SystemInfo_UPDATE',
  'WorkOrder_UPDATE',
  'SiteLogin_CREATE',
  'SiteLogin_UPDATE',
  'Staff-Property_UPDATE',
  'Vendor_READ',
]);
const ACCOUNTING = unique([
  ...INTERNAL_COMMON,
  'PurchaseOrder-LandingPage-Accounting_UI',
  'Overview-VerifiedPurchaseOrders_UI',
  'Property_UPDATE',
  'ShippingOrder_READ',
  'Property-ContactInfo_UPDATE',
  'Region-ContactInfo_UPDATE',
  'Division-ContactInfo_UPDATE',
  'Corporation-ContactInfo_UPDATE',
]);
const PRODUCTION = unique([
  ...INTERNAL_COMMON,
  'PurchaseOrder-Production_UPDATE',
  'Inventory_READ',
  'ShippingOrder_READ',
  'ShippingOrder-ESOF_ALL',
  'Scanning_UI',
  'HtCode_READ',
  'Overview-AwaitingUnitEntryPurchaseOrders_UI',
  'Overview-VerifiedPurchaseOrders_UI',
  'PropertyUnit_UPDATE',
  'KeyMap_READ',
  'LastComm_UI',
  'SystemInfo_READ',
]);
const SYSTEM_ADMIN = except(PERMISSION_KEYS, ['PurchaseOrder-ManagementDecision_UPDATE', 'Special-News_UPDATE']);

/** Default grants per role (decision 0004). Per-login grants adjust these; see effectiveRights. */
export const DEFAULT_GRANTS: Record<RoleId, readonly PermissionKey[]> = {
  100: MANAGEMENT,
  101: SALES,
  102: SERVICE_TECH,
  103: ACCOUNTING,
  104: PRODUCTION,
  105: SYSTEM_ADMIN,
  106: [...PERMISSION_KEYS],
  200: EXTERNAL_CORPORATE,
  201: EXTERNAL_DIVISION,
  202: EXTERNAL_REGION,
  203: PROPERTY_MANAGER,
  204: PROPERTY_ASSISTANT,
  205: PROPERTY_STAFF,
};

export const AccessRoleSchema = z.object({
  name: z.string().check(z.minLength(1)),
  roleId: z.int(),
  commercialLevel: z.int().check(z.gte(1), z.lte(4)),
  isDefault: z.boolean(),
});
export type AccessRoleDefinition = z.infer<typeof AccessRoleSchema> & { roleId: RoleId };

/** Access roles offered for new logins: the spec's four defaults, plus one for each remaining external role. */
export const DEFAULT_ACCESS_ROLES: readonly AccessRoleDefinition[] = [
  { name: 'External Property Key-Out Reports', roleId: 205, commercialLevel: 4, isDefault: true },
  { name: 'External Region', roleId: 202, commercialLevel: 3, isDefault: true },
  { name: 'External Division', roleId: 201, commercialLevel: 2, isDefault: true },
  { name: 'External Corporate', roleId: 200, commercialLevel: 1, isDefault: true },
  { name: 'Property Manager', roleId: 203, commercialLevel: 4, isDefault: false },
  { name: 'Property Assistant Manager', roleId: 204, commercialLevel: 4, isDefault: false },
];

export const CustomGrantSchema = z.object({ key: PermissionKeySchema, granted: z.boolean() });

export type Rights = Record<PermissionKey, boolean>;

/**
 * The rights a login holds: its role's defaults, then its own grants on top. Unknown keys are ignored and an
 * internal-only right is never granted to an external role, so a bad row cannot widen a customer's reach.
 */
export function effectiveRights(
  roleId: RoleId,
  customGrants: readonly { key: string; granted: boolean }[] = [],
): Rights {
  const external = isExternalRole(roleId);
  const rights = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, false])) as Rights;
  for (const key of DEFAULT_GRANTS[roleId] ?? []) rights[key] = true;
  for (const { key, granted } of customGrants) {
    if (!isPermissionKey(key)) continue;
    rights[key] = granted && !(external && isInternalOnlyPermission(key));
  }
  return rights;
}

export { can } from './can.ts';
