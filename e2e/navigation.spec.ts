import { expect, test, type Page } from '@playwright/test';
import type { Me } from '../packages/domain/src/auth.ts';
import { visibleFooterItems, visibleNavButtons, type NavigationContext } from '../packages/domain/src/navigation.ts';
import type { MyProperty } from '../packages/domain/src/property-summary.ts';
import { apiGet, chooseLevel, expectNavigation, isPhone, shownNavigation, signInFresh } from './support/shell.ts';

// Spec 000 §2.5: each demo login sees exactly the navigation of the table for its role's rights and account state.
// The expectation comes from the same pure rules (packages/domain/src/navigation.ts) fed with what /api/auth/me and
// /api/me/properties say for the login, so it follows the rights; the spot checks below pin a few rows by name.
const LOGINS = [
  'management@demo.test',
  'sales@demo.test',
  'tech@demo.test',
  'accounting@demo.test',
  'production@demo.test',
  'sysadmin@demo.test',
  'superadmin@demo.test',
  'corporate@demo.test',
  'division@demo.test',
  'region@demo.test',
  'manager@demo.test',
  'assistant@demo.test',
  'staff@demo.test',
];

async function expectedNavigation(page: Page, phone: boolean, propertyName?: string) {
  const me = await apiGet<Me>(page, '/api/auth/me');
  let property: MyProperty | null = null;
  if (me.role >= 200 && me.commercialLevel === 4) {
    const properties = await apiGet<MyProperty[]>(page, '/api/me/properties');
    property = (propertyName ? properties.find((p) => p.name === propertyName) : properties[0]) ?? null;
  }
  const ctx: NavigationContext = {
    role: me.role,
    rights: me.accessRights,
    commercialLevel: me.commercialLevel,
    property: property
      ? { htInfo: property.htInfo, accountingCustomerNumber: property.accountingCustomerNumber }
      : null,
    propertyKnown: property !== null,
    now: new Date(),
  };
  return phone ? visibleFooterItems(ctx) : visibleNavButtons(ctx);
}

for (const email of LOGINS) {
  test(`${email} sees the navigation of the spec table`, async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await signInFresh(page, email);
    const expected = await expectedNavigation(page, phone);
    expect(expected.length).toBeGreaterThan(0);
    await expectNavigation(page, phone, expected);
  });
}

test.describe('spot checks by name', () => {
  test('the super administrator gets every internal button and no customer button', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'header buttons are a desktop element');
    await signInFresh(page, 'superadmin@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of [
      'Dashboard',
      'Search',
      'Corporations',
      'Orders (accounting)',
      'Orders',
      'Inventory',
      'Requests',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Admin', 'Reports', 'Support', 'Alerts'])
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('accounting gets accounting orders but not the sales orders page', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'header buttons are a desktop element');
    await signInFresh(page, 'accounting@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Orders (accounting)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  });

  test('property staff get reports, support and admin, but no invoices (role 205)', async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await signInFresh(page, 'staff@demo.test');
    if (phone) {
      await expectNavigation(page, phone, ['overview', 'reports']);
      return;
    }
    await expectNavigation(page, phone, ['reports', 'support', 'admin']);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /Invoices/ }),
    ).toHaveCount(0);
  });

  test('a corporate login has no property displayed: alerts and admin only, and no level selector', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await signInFresh(page, 'corporate@demo.test');
    await expectNavigation(page, phone, phone ? ['overview'] : ['alerts', 'admin']);
    await expect(page.getByRole('combobox', { name: 'Property' })).toHaveCount(0);
  });
});

test.describe('account states through the level selector (manager@demo.test)', () => {
  test('default, payment delinquent, canceled with temporary access, customer unit entry, and back', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo);
    await signInFresh(page, 'manager@demo.test');

    // Default selection: the first property, Maple Grove Apartments, active.
    await expectNavigation(page, phone, await expectedNavigation(page, phone, 'Maple Grove Apartments'));
    if (!phone) {
      await expect(page.getByTestId('customer-number')).toHaveText('Customer # C10001');
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Supplies/More' }),
      ).toBeVisible();
    }

    // Payment delinquent: the whole navigation goes and the stop message shows.
    await chooseLevel(page, phone, 'Property', 'Bluebonnet Village');
    await expect(page).toHaveURL(/\/overview$/);
    await expectNavigation(page, phone, []);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment delinquent' })).toBeVisible();

    // Canceled, but temporary access granted 5 days ago: unrestricted, except Supplies/More (temporary access date).
    await chooseLevel(page, phone, 'Property', 'Willow Park Residences');
    const willow = await expectedNavigation(page, phone, 'Willow Park Residences');
    expect(willow.length).toBeGreaterThan(0);
    if (!phone) expect(willow).not.toContain('supplies');
    await expectNavigation(page, phone, willow);
    await expect(page.getByTestId('account-state')).toContainText('Temporary access');

    // Awaiting customer unit entry: property verification, where the navigation is hidden.
    await chooseLevel(page, phone, 'Property', 'The Reserve at Stone Creek');
    await expect(page).toHaveURL(/\/property-verification\/\d+$/);
    await expectNavigation(page, phone, []);

    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'New Property Setup' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kc.selection.')))).toContain(
      'kc.selection.propertyId',
    );

    await chooseLevel(page, phone, 'Property', 'Maple Grove Apartments');
    await expect(page).toHaveURL(/\/overview$/);
    expect((await shownNavigation(page, phone)).length).toBeGreaterThan(0);
  });

  test('a region login chooses its region and stays on the overview', async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await signInFresh(page, 'region@demo.test');
    await chooseLevel(page, phone, 'Region', 'Texas');
    await expect(page).toHaveURL(/\/overview$/);
    await expectNavigation(page, phone, await expectedNavigation(page, phone));
  });
});
