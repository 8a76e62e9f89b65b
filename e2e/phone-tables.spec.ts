import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.ts';
import { apiGet, isPhone, signInFresh } from './support/shell.ts';

// Phone-first tables (issue 13 items 3 and 7): at 390 px every table is a list of cards whose row actions stay
// reachable and no page scrolls sideways; at 1400 px the same pages still show a table.

interface MyProperty {
  id: number;
  htInfo: { canceled: boolean; customerUnitEntry: boolean };
}

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** No sideways scroll and no serious or critical axe violation. */
async function expectFits(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
}

async function managerProperty(page: Page) {
  await signInFresh(page, 'manager@demo.test');
  const properties = await apiGet<MyProperty[]>(page, '/api/me/properties');
  return properties.find((p) => !p.htInfo.canceled && !p.htInfo.customerUnitEntry)!;
}

test('phone: badges, site logins and exceptions as cards with their row actions, no sideways scroll', async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'phone journey');
  const property = await managerProperty(page);

  // Badges: each card is named by its employee and keeps Edit and Deactivate.
  await page.goto(`/badges/property/${property.id}/active`);
  const badges = page.getByRole('list').filter({ has: page.getByRole('listitem') });
  const card = badges.getByRole('listitem').first();
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectFits(page);
  const employee = (await card.getByRole('heading').innerText()).trim();
  await expect(card.getByText('Badge number')).toBeVisible();
  const details = card.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('Start date')).toBeVisible();
  await card.getByRole('button', { name: `Deactivate ${employee}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate badge' });
  await expect(confirm).toContainText(employee);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await card.getByRole('link', { name: `Edit ${employee}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Employee Badge' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Site logins on Administration: the name on each card opens the login's form.
  await page.goto('/administration');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const logins = page.getByTestId('site-logins-table');
  await expect(logins).toHaveAttribute('data-layout', 'cards');
  await expect(logins.getByRole('listitem').first()).toBeVisible();
  await expectFits(page);
  // The phone's sort picker reverses the names.
  const names = () => logins.getByRole('heading').allInnerTexts();
  const ascending = await names();
  await logins.getByLabel('Sort by').selectOption({ label: 'Name (descending)' });
  await expect.poll(names).toEqual([...ascending].reverse());
  await logins.getByRole('link', { name: 'Edit Carlos Mendez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Login' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Exceptions: each alert says what it is and links to the page that deals with it.
  await page.goto('/exceptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Exceptions' })).toBeVisible();
  const alert = page.getByRole('listitem').first();
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Since')).toBeVisible();
  await expectFits(page);
  const action = alert.getByRole('link');
  const target = await action.getAttribute('href');
  expect(target).toMatch(/\/(badges\/property\/\d+\/edit\/\d+|property-reports\/keys-out|property-communication)$/);
  await action.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expectNoSidewaysScroll(page);
});

test('desktop: the same pages still show tables with named sort buttons', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'desktop check');
  const property = await managerProperty(page);
  await page.goto(`/badges/property/${property.id}/active`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Employee' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Sort by Employee' })).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Deactivate / }),
  ).toBeVisible();
  await page.goto('/administration');
  await expect(page.getByTestId('site-logins-table')).toHaveAttribute('data-layout', 'table');
  await page.goto('/exceptions');
  await expect(page.getByRole('table').getByRole('columnheader', { name: 'Action' })).toBeVisible();
  await expectFits(page);
});
