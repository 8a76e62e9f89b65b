import { can } from './can.ts';
import type { HtInfo } from './property-summary.ts';
import { COMMERCIAL_LEVEL, isExternalRole } from './roles.ts';

/** Temporary access to a canceled or delinquent property lasts this long (spec 000 §9). */
export const TEMPORARY_ACCESS_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type { HtInfo };

/** What a navigation rule may look at. Everything is passed in, so every rule is a pure function. */
export interface NavigationContext {
  role: number;
  rights: Readonly<Partial<Record<string, boolean>>>;
  commercialLevel: number;
  /** The property the header shows (an external login's selected property), or null. */
  property: { htInfo: HtInfo; accountingCustomerNumber?: string | null } | null;
  /** True once the displayed property's details have loaded ("property displayed and known"). */
  propertyKnown?: boolean;
  now: Date;
  isPropertyVerificationPage?: boolean;
  isTouchDevice?: boolean;
}

export const NAV_BUTTONS = [
  'dashboard',
  'invoices',
  'reports',
  'search',
  'corporations',
  'alerts',
  'ordersAccounting',
  'orders',
  'inventory',
  'requests',
  'support',
  'supplies',
  'admin',
] as const;
export type NavButton = (typeof NAV_BUTTONS)[number];

export const FOOTER_ITEMS = [
  'home',
  'search',
  'corporations',
  'purchaseOrders',
  'overview',
  'reports',
  'employees',
  'supplies',
] as const;
export type FooterItem = (typeof FOOTER_ITEMS)[number];

export const SIDEBAR_LINKS = [
  'inventory',
  'serviceRequests',
  'purchaseOrders',
  'administration',
  'alerts',
  'support',
  'emailSupport',
  'logout',
] as const;
export type SidebarLink = (typeof SIDEBAR_LINKS)[number];

/** Temporary access is valid from its date for 14 days. A date in the future counts as valid. */
export function hasValidTemporaryAccess(htInfo: Pick<HtInfo, 'temporaryAccessDate'>, now: Date): boolean {
  if (!htInfo.temporaryAccessDate) return false;
  const start = Date.parse(htInfo.temporaryAccessDate);
  if (Number.isNaN(start)) return false;
  return now.getTime() - start < TEMPORARY_ACCESS_DAYS * DAY_MS;
}

export type AccountState = 'active' | 'canceled' | 'paymentDelinquent' | 'temporaryAccess';

/**
 * The account state the portal acts on. A canceled or delinquent property with valid temporary access is
 * unrestricted (spec 000 §2.5); cancellation outranks delinquency.
 */
export function accountState(htInfo: HtInfo, now: Date): AccountState {
  if (!htInfo.canceled && !htInfo.paymentDelinquent) return 'active';
  if (hasValidTemporaryAccess(htInfo, now)) return 'temporaryAccess';
  return htInfo.canceled ? 'canceled' : 'paymentDelinquent';
}

/** Canceled, with no valid temporary access: admin, alerts, reports and employee links go. */
export function isEffectivelyCanceled(ctx: Pick<NavigationContext, 'property' | 'now'>): boolean {
  return ctx.property !== null && accountState(ctx.property.htInfo, ctx.now) === 'canceled';
}

/** The whole navigation is hidden on property-verification pages and while the property is restricted. */
export function isNavigationHidden(ctx: NavigationContext): boolean {
  if (ctx.isPropertyVerificationPage) return true;
  if (!ctx.property) return false;
  const state = accountState(ctx.property.htInfo, ctx.now);
  return state === 'canceled' || state === 'paymentDelinquent';
}

const external = (ctx: NavigationContext) => isExternalRole(ctx.role);
const hasProperty = (ctx: NavigationContext) => ctx.property !== null;
const atPropertyLevel = (ctx: NavigationContext) => external(ctx) && ctx.commercialLevel === COMMERCIAL_LEVEL.property;

/** One rule per row of the table in spec 000 §2.5. */
const BUTTON_RULES: Record<NavButton, (ctx: NavigationContext) => boolean> = {
  dashboard: (ctx) => !external(ctx),
  invoices: (ctx) => ctx.role >= 200 && ctx.role <= 204 && hasProperty(ctx),
  reports: (ctx) => external(ctx) && hasProperty(ctx),
  search: (ctx) => can(ctx.rights, 'AllEntities_READ'),
  corporations: (ctx) => can(ctx.rights, 'AllEntities_READ'),
  alerts: (ctx) => external(ctx) && can(ctx.rights, 'ExceptionAlerts_ALL'),
  ordersAccounting: (ctx) => can(ctx.rights, 'PurchaseOrder-LandingPage-Accounting_UI'),
  orders: (ctx) => can(ctx.rights, 'PurchaseOrder-LandingPage_UI'),
  inventory: (ctx) => can(ctx.rights, 'Inventory_READ'),
  requests: (ctx) => can(ctx.rights, 'ServiceRequest-LandingPage_UI'),
  support: (ctx) => external(ctx) && hasProperty(ctx) && ctx.propertyKnown === true,
  supplies: (ctx) =>
    external(ctx) &&
    hasProperty(ctx) &&
    can(ctx.rights, 'ShippingOrder-ESOF_ALL') &&
    !ctx.property?.htInfo.temporaryAccessDate,
  admin: (ctx) => external(ctx),
};

/** The header's navigation buttons, in the table's order. */
export function visibleNavButtons(ctx: NavigationContext): NavButton[] {
  if (isNavigationHidden(ctx)) return [];
  return NAV_BUTTONS.filter((button) => BUTTON_RULES[button](ctx));
}

const FOOTER_RULES: Record<FooterItem, (ctx: NavigationContext) => boolean> = {
  home: (ctx) => !external(ctx),
  search: (ctx) => can(ctx.rights, 'AllEntities_READ'),
  corporations: (ctx) => can(ctx.rights, 'AllEntities_READ'),
  purchaseOrders: (ctx) => can(ctx.rights, 'PurchaseOrder-LandingPage_UI'),
  overview: (ctx) => external(ctx),
  reports: (ctx) => atPropertyLevel(ctx) && hasProperty(ctx) && !isEffectivelyCanceled(ctx),
  employees: (ctx) =>
    external(ctx) && can(ctx.rights, 'Badge_UPDATE') && hasProperty(ctx) && !isEffectivelyCanceled(ctx),
  supplies: (ctx) =>
    external(ctx) && can(ctx.rights, 'ShippingOrder-ESOF_ALL') && hasProperty(ctx) && !isEffectivelyCanceled(ctx),
};

/** The phone footer (spec 000 §2.5 "Mobile footer items"); it is navigation, so it hides with the rest. */
export function visibleFooterItems(ctx: NavigationContext): FooterItem[] {
  if (isNavigationHidden(ctx)) return [];
  return FOOTER_ITEMS.filter((item) => FOOTER_RULES[item](ctx));
}

const SIDEBAR_RULES: Record<SidebarLink, (ctx: NavigationContext) => boolean> = {
  inventory: (ctx) => can(ctx.rights, 'Inventory_READ'),
  serviceRequests: (ctx) => can(ctx.rights, 'ServiceRequest-LandingPage_UI'),
  purchaseOrders: (ctx) => can(ctx.rights, 'PurchaseOrder-LandingPage-Accounting_UI'),
  administration: (ctx) => external(ctx) && !isEffectivelyCanceled(ctx),
  alerts: (ctx) => external(ctx) && can(ctx.rights, 'ExceptionAlerts_ALL') && !isEffectivelyCanceled(ctx),
  support: (ctx) => atPropertyLevel(ctx) && hasProperty(ctx),
  emailSupport: (ctx) => !ctx.isTouchDevice && external(ctx) && can(ctx.rights, 'ServiceRequest-Email_UI'),
  logout: () => true,
};

/**
 * The sliding sidebar's links. Logout is always there; the other links follow the same "whole navigation hidden"
 * rule as the header and footer (decision 0011), then their own conditions.
 */
export function visibleSidebarLinks(ctx: NavigationContext): SidebarLink[] {
  const hidden = isNavigationHidden(ctx);
  return SIDEBAR_LINKS.filter((link) => (link === 'logout' ? true : !hidden && SIDEBAR_RULES[link](ctx)));
}

/** Which list the external header's level selector offers (spec 000 §2.5); null means no selector. */
export function levelSelectorKind(role: number, commercialLevel: number): 'property' | 'region' | 'division' | null {
  if (!isExternalRole(role)) return null;
  if (commercialLevel === COMMERCIAL_LEVEL.property) return 'property';
  if (commercialLevel === COMMERCIAL_LEVEL.region) return 'region';
  if (commercialLevel === COMMERCIAL_LEVEL.division) return 'division';
  return null;
}

/** Where choosing a property in the level selector leads. */
export function pathAfterChoosingProperty(property: { id: number; htInfo: Pick<HtInfo, 'customerUnitEntry'> }): string {
  return property.htInfo.customerUnitEntry ? `/property-verification/${property.id}` : '/overview';
}
