import { describe, expect, it } from 'vitest';
import {
  accountState,
  hasValidTemporaryAccess,
  isNavigationHidden,
  levelSelectorKind,
  pathAfterChoosingProperty,
  visibleFooterItems,
  visibleNavButtons,
  visibleSidebarLinks,
  type HtInfo,
  type NavigationContext,
} from './navigation.ts';
import { effectiveRights } from './permissions.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const ACTIVE: HtInfo = {
  canceled: false,
  paymentDelinquent: false,
  temporaryAccessDate: null,
  customerUnitEntry: false,
};
const property = (htInfo: Partial<HtInfo> = {}) => ({
  htInfo: { ...ACTIVE, ...htInfo },
  accountingCustomerNumber: 'C-1',
});

const ctx = (overrides: Partial<NavigationContext> = {}): NavigationContext => ({
  role: 203,
  rights: {},
  commercialLevel: 4,
  property: property(),
  propertyKnown: true,
  now: NOW,
  ...overrides,
});
const shows = (c: NavigationContext, button: string) => (visibleNavButtons(c) as string[]).includes(button);

describe('navigation buttons: one test per row of the spec 000 §2.5 table', () => {
  it('Dashboard: role below 200', () => {
    expect(shows(ctx({ role: 100, commercialLevel: 0, property: null }), 'dashboard')).toBe(true);
    expect(shows(ctx({ role: 106, commercialLevel: 0, property: null }), 'dashboard')).toBe(true);
    expect(shows(ctx({ role: 200 }), 'dashboard')).toBe(false);
  });

  it('Invoices: role 200-204 with a property displayed', () => {
    for (const role of [200, 201, 202, 203, 204]) expect(shows(ctx({ role }), 'invoices')).toBe(true);
    expect(shows(ctx({ role: 205 }), 'invoices')).toBe(false);
    expect(shows(ctx({ role: 203, property: null }), 'invoices')).toBe(false);
    expect(shows(ctx({ role: 106, property: property() }), 'invoices')).toBe(false);
  });

  it('Reports: role 200+ with a property displayed', () => {
    expect(shows(ctx({ role: 205 }), 'reports')).toBe(true);
    expect(shows(ctx({ role: 202, property: null }), 'reports')).toBe(false);
    expect(shows(ctx({ role: 100, property: property() }), 'reports')).toBe(false);
  });

  it('Search and Corporations: right AllEntities_READ', () => {
    const c = ctx({ role: 101, rights: { AllEntities_READ: true }, property: null });
    expect(shows(c, 'search')).toBe(true);
    expect(shows(c, 'corporations')).toBe(true);
    expect(shows(ctx({ role: 101, rights: {}, property: null }), 'search')).toBe(false);
    expect(shows(ctx({ role: 101, rights: { AllEntities_READ: false }, property: null }), 'corporations')).toBe(false);
  });

  it('Alerts: role 200+ and ExceptionAlerts_ALL', () => {
    expect(shows(ctx({ rights: { ExceptionAlerts_ALL: true } }), 'alerts')).toBe(true);
    expect(shows(ctx({ rights: {} }), 'alerts')).toBe(false);
    expect(shows(ctx({ role: 102, rights: { ExceptionAlerts_ALL: true }, property: null }), 'alerts')).toBe(false);
  });

  it('Orders (accounting): PurchaseOrder-LandingPage-Accounting_UI', () => {
    expect(
      shows(ctx({ role: 103, rights: { 'PurchaseOrder-LandingPage-Accounting_UI': true } }), 'ordersAccounting'),
    ).toBe(true);
    expect(shows(ctx({ role: 103, rights: {} }), 'ordersAccounting')).toBe(false);
  });

  it('Orders: PurchaseOrder-LandingPage_UI', () => {
    expect(shows(ctx({ role: 101, rights: { 'PurchaseOrder-LandingPage_UI': true } }), 'orders')).toBe(true);
    expect(shows(ctx({ role: 101, rights: {} }), 'orders')).toBe(false);
  });

  it('Inventory: Inventory_READ', () => {
    expect(shows(ctx({ role: 104, rights: { Inventory_READ: true } }), 'inventory')).toBe(true);
    expect(shows(ctx({ role: 104 }), 'inventory')).toBe(false);
  });

  it('Requests: ServiceRequest-LandingPage_UI', () => {
    expect(shows(ctx({ role: 102, rights: { 'ServiceRequest-LandingPage_UI': true } }), 'requests')).toBe(true);
    expect(shows(ctx({ role: 102 }), 'requests')).toBe(false);
  });

  it('Support: role 200+, property displayed and known', () => {
    expect(shows(ctx(), 'support')).toBe(true);
    expect(shows(ctx({ propertyKnown: false }), 'support')).toBe(false);
    expect(shows(ctx({ property: null }), 'support')).toBe(false);
    expect(shows(ctx({ role: 105 }), 'support')).toBe(false);
  });

  it('Supplies/More: role 200+, property displayed, ShippingOrder-ESOF_ALL, no temporary access date', () => {
    const rights = { 'ShippingOrder-ESOF_ALL': true };
    expect(shows(ctx({ rights }), 'supplies')).toBe(true);
    expect(shows(ctx({ rights: {} }), 'supplies')).toBe(false);
    expect(shows(ctx({ rights, property: null }), 'supplies')).toBe(false);
    expect(
      shows(ctx({ rights, property: property({ canceled: true, temporaryAccessDate: daysAgo(5) }) }), 'supplies'),
    ).toBe(false);
    expect(shows(ctx({ role: 104, rights }), 'supplies')).toBe(false);
  });

  it('Admin: any role 200+', () => {
    for (const role of [200, 201, 202, 203, 204, 205]) expect(shows(ctx({ role, property: null }), 'admin')).toBe(true);
    expect(shows(ctx({ role: 106, property: null }), 'admin')).toBe(false);
  });

  it('keeps the table order', () => {
    const all = Object.fromEntries(Object.keys(effectiveRights(106)).map((k) => [k, true]));
    expect(visibleNavButtons(ctx({ role: 106, commercialLevel: 0, rights: all, property: null }))).toEqual([
      'dashboard',
      'search',
      'corporations',
      'ordersAccounting',
      'orders',
      'inventory',
      'requests',
    ]);
    expect(visibleNavButtons(ctx({ role: 203, rights: effectiveRights(203) }))).toEqual([
      'invoices',
      'reports',
      'alerts',
      'support',
      'supplies',
      'admin',
    ]);
  });
});

describe('account states', () => {
  it('temporary access is valid for 14 days from its date', () => {
    expect(hasValidTemporaryAccess({ temporaryAccessDate: null }, NOW)).toBe(false);
    expect(hasValidTemporaryAccess({ temporaryAccessDate: daysAgo(0) }, NOW)).toBe(true);
    expect(hasValidTemporaryAccess({ temporaryAccessDate: daysAgo(13.9) }, NOW)).toBe(true);
    expect(hasValidTemporaryAccess({ temporaryAccessDate: daysAgo(14) }, NOW)).toBe(false);
    expect(hasValidTemporaryAccess({ temporaryAccessDate: 'not a date' }, NOW)).toBe(false);
  });

  it.each([
    ['active', ACTIVE, 'active', false],
    ['canceled', { ...ACTIVE, canceled: true }, 'canceled', true],
    ['payment delinquent', { ...ACTIVE, paymentDelinquent: true }, 'paymentDelinquent', true],
    ['canceled and delinquent', { ...ACTIVE, canceled: true, paymentDelinquent: true }, 'canceled', true],
    [
      'canceled with temporary access 5 days old',
      { ...ACTIVE, canceled: true, temporaryAccessDate: daysAgo(5) },
      'temporaryAccess',
      false,
    ],
    [
      'delinquent with temporary access 5 days old',
      { ...ACTIVE, paymentDelinquent: true, temporaryAccessDate: daysAgo(5) },
      'temporaryAccess',
      false,
    ],
    [
      'canceled with expired temporary access',
      { ...ACTIVE, canceled: true, temporaryAccessDate: daysAgo(20) },
      'canceled',
      true,
    ],
    ['awaiting customer unit entry', { ...ACTIVE, customerUnitEntry: true }, 'active', false],
  ] as const)('%s', (_name, htInfo, state, hidden) => {
    expect(accountState(htInfo, NOW)).toBe(state);
    const c = ctx({ rights: effectiveRights(203), property: { htInfo } });
    expect(isNavigationHidden(c)).toBe(hidden);
    expect(visibleNavButtons(c).length === 0).toBe(hidden);
    expect(visibleFooterItems(c).length === 0).toBe(hidden);
    expect(visibleSidebarLinks(c)).toEqual(
      hidden ? ['logout'] : expect.arrayContaining(['administration', 'alerts', 'support', 'logout']),
    );
  });

  it('hides the whole navigation on property-verification pages', () => {
    const c = ctx({ rights: effectiveRights(203), isPropertyVerificationPage: true });
    expect(visibleNavButtons(c)).toEqual([]);
    expect(visibleFooterItems(c)).toEqual([]);
    expect(visibleSidebarLinks(c)).toEqual(['logout']);
  });

  it('a property with valid temporary access keeps everything but Supplies/More', () => {
    const c = ctx({
      rights: effectiveRights(203),
      property: property({ canceled: true, temporaryAccessDate: daysAgo(5) }),
    });
    expect(visibleNavButtons(c)).toEqual(['invoices', 'reports', 'alerts', 'support', 'admin']);
    expect(visibleFooterItems(c)).toEqual(['overview', 'reports', 'employees', 'supplies']);
  });
});

describe('mobile footer', () => {
  it('home for internal users, search and corporation list with AllEntities_READ, purchase orders with its right', () => {
    expect(
      visibleFooterItems(
        ctx({
          role: 100,
          commercialLevel: 0,
          property: null,
          rights: { AllEntities_READ: true, 'PurchaseOrder-LandingPage_UI': true },
        }),
      ),
    ).toEqual(['home', 'search', 'corporations', 'purchaseOrders']);
    expect(visibleFooterItems(ctx({ role: 104, commercialLevel: 0, property: null, rights: {} }))).toEqual(['home']);
  });

  it('overview for external users; reports at property level only', () => {
    expect(visibleFooterItems(ctx({ role: 202, commercialLevel: 3, property: null }))).toEqual(['overview']);
    expect(visibleFooterItems(ctx({ role: 205, rights: {} }))).toEqual(['overview', 'reports']);
    expect(visibleFooterItems(ctx({ role: 205, rights: {}, property: null }))).toEqual(['overview']);
  });

  it('employees with Badge_UPDATE, supplies with ShippingOrder-ESOF_ALL, both with a property selected', () => {
    const rights = { Badge_UPDATE: true, 'ShippingOrder-ESOF_ALL': true };
    expect(visibleFooterItems(ctx({ rights }))).toEqual(['overview', 'reports', 'employees', 'supplies']);
    expect(visibleFooterItems(ctx({ rights, property: null }))).toEqual(['overview']);
    expect(visibleFooterItems(ctx({ role: 106, commercialLevel: 0, rights }))).toEqual(['home']);
  });
});

describe('sidebar', () => {
  it('internal links follow their rights; Logout is always there', () => {
    const rights = {
      Inventory_READ: true,
      'ServiceRequest-LandingPage_UI': true,
      'PurchaseOrder-LandingPage-Accounting_UI': true,
      'ServiceRequest-Email_UI': true,
    };
    expect(visibleSidebarLinks(ctx({ role: 105, commercialLevel: 0, property: null, rights }))).toEqual([
      'inventory',
      'serviceRequests',
      'purchaseOrders',
      'logout',
    ]);
    expect(visibleSidebarLinks(ctx({ role: 104, commercialLevel: 0, property: null }))).toEqual(['logout']);
  });

  it('external links: administration, alerts, support at property level, e-mail support off touch devices', () => {
    const rights = { ExceptionAlerts_ALL: true, 'ServiceRequest-Email_UI': true };
    expect(visibleSidebarLinks(ctx({ rights }))).toEqual([
      'administration',
      'alerts',
      'support',
      'emailSupport',
      'logout',
    ]);
    expect(visibleSidebarLinks(ctx({ rights, isTouchDevice: true }))).toEqual([
      'administration',
      'alerts',
      'support',
      'logout',
    ]);
    expect(visibleSidebarLinks(ctx({ role: 201, commercialLevel: 2, rights, property: null }))).toEqual([
      'administration',
      'alerts',
      'emailSupport',
      'logout',
    ]);
  });
});

describe('level selector', () => {
  it('offers properties at level 4, regions at 3, divisions at 2, nothing otherwise', () => {
    expect(levelSelectorKind(203, 4)).toBe('property');
    expect(levelSelectorKind(202, 3)).toBe('region');
    expect(levelSelectorKind(201, 2)).toBe('division');
    expect(levelSelectorKind(200, 1)).toBeNull();
    expect(levelSelectorKind(100, 0)).toBeNull();
  });

  it('sends a property awaiting unit entry to verification, others to the overview', () => {
    expect(pathAfterChoosingProperty({ id: 7, htInfo: { customerUnitEntry: true } })).toBe('/property-verification/7');
    expect(pathAfterChoosingProperty({ id: 7, htInfo: { customerUnitEntry: false } })).toBe('/overview');
  });
});
