import type { FooterItem, NavButton, SidebarLink } from '@kc/domain/navigation';
import {
  IconAlertTriangle,
  IconBuildingSkyscraper,
  IconChartBar,
  IconFileInvoice,
  IconHeadset,
  IconHome,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMail,
  IconPackage,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconShoppingCart,
  IconTool,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ShellState } from './hooks/use-shell-state.ts';

/** Where each navigation entry leads, as a path (null: an action, not a link, or nothing to link to yet). */
export function navButtonHref(button: NavButton, state: Pick<ShellState, 'property'>): string | null {
  const propertyId = state.property?.id;
  switch (button) {
    case 'dashboard':
      return '/dashboard';
    case 'invoices':
      return null;
    case 'reports':
      return propertyId ? `/property-reports/${propertyId}` : '/property-reports';
    case 'search':
      return '/search';
    case 'corporations':
      return '/corporation/corporation-list';
    case 'alerts':
      return '/exceptions';
    case 'ordersAccounting':
      return '/purchase-orders/accounting';
    case 'orders':
      return '/purchase-orders';
    case 'inventory':
      return '/inventory';
    case 'requests':
      return '/service-requests';
    case 'support':
      return propertyId ? `/faqs/${propertyId}` : null;
    case 'supplies':
      return '/shipping-esof/add';
    case 'admin':
      return '/administration';
  }
}

export const NAV_ICONS: Record<NavButton, Icon> = {
  dashboard: IconLayoutDashboard,
  invoices: IconFileInvoice,
  reports: IconChartBar,
  search: IconSearch,
  corporations: IconBuildingSkyscraper,
  alerts: IconAlertTriangle,
  ordersAccounting: IconReceipt,
  orders: IconShoppingCart,
  inventory: IconPackage,
  requests: IconTool,
  support: IconLifebuoy,
  supplies: IconPackage,
  admin: IconSettings,
};

export function footerHref(item: FooterItem, state: Pick<ShellState, 'property'>): string {
  const propertyId = state.property?.id;
  switch (item) {
    case 'home':
      return '/dashboard';
    case 'search':
      return '/search';
    case 'corporations':
      return '/corporation/corporation-list';
    case 'purchaseOrders':
      return '/purchase-orders';
    case 'overview':
      return '/overview';
    case 'reports':
      return propertyId ? `/property-reports/${propertyId}` : '/property-reports';
    case 'employees':
      return propertyId ? `/badges/property/${propertyId}/active` : '/overview';
    case 'supplies':
      return '/shipping-esof/add';
  }
}

export const FOOTER_ICONS: Record<FooterItem, Icon> = {
  home: IconHome,
  search: IconSearch,
  corporations: IconBuildingSkyscraper,
  purchaseOrders: IconShoppingCart,
  overview: IconLayoutDashboard,
  reports: IconChartBar,
  employees: IconUsers,
  supplies: IconPackage,
};

export function sidebarHref(
  link: Exclude<SidebarLink, 'logout' | 'emailSupport'>,
  state: Pick<ShellState, 'property'>,
): string {
  switch (link) {
    case 'inventory':
      return '/inventory';
    case 'serviceRequests':
      return '/service-requests';
    case 'purchaseOrders':
      return '/purchase-orders/accounting';
    case 'administration':
      return '/administration';
    case 'alerts':
      return '/exceptions';
    case 'support':
      return state.property ? `/faqs/${state.property.id}` : '/faqs/touch';
  }
}

export const SIDEBAR_ICONS: Record<Exclude<SidebarLink, 'logout'>, Icon> = {
  inventory: IconPackage,
  serviceRequests: IconTool,
  purchaseOrders: IconReceipt,
  administration: IconSettings,
  alerts: IconAlertTriangle,
  support: IconHeadset,
  emailSupport: IconMail,
};
