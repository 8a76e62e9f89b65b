import { expect, test } from '@playwright/test';
import { compareNames } from '../packages/domain/src/format.ts';
import { pressOk, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

// The staff (site login) form at property level (spec 000 §2.6, §4, §5; issue 5): a property manager adds a
// login (after a validation error), edits it and removes it, from /administration. Demo password of the README;
// every run makes its own login on the demo corporation's domain (demo.test), so the demo logins never change.

test('a property manager adds a site login, edits it and removes it', async ({ page }, testInfo) => {
  const stamp = `${Date.now()}${testInfo.project.name === 'phone' ? 'p' : 'd'}`;
  const name = `Dana Staff ${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const email = `e2e-staff-${stamp}@demo.test`;

  await signInFresh(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/administration');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await page.getByRole('link', { name: 'Add site login' }).click();
  await expect(page).toHaveURL(/\/administration\/staff\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Site Login' })).toBeVisible();

  // First attempt: no name and a malformed e-mail. The popup lists "Field: message"; the fields say it in place.
  await page.getByLabel('E-mail', { exact: false }).first().fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  const popup = page.getByTestId('form-errors');
  await expect(popup).toContainText('Name: Required');
  await expect(popup).toContainText('E-mail: Invalid e-mail address');
  await expect(popup).toContainText('Access level: Required');
  await pressOk(page);
  await expect(popup).toBeHidden();
  const form = page.getByRole('form', { name: 'Add Site Login' });
  await expect(form.getByText('Invalid e-mail address')).toBeVisible();

  // Corrected: the login is created and listed.
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // A property manager's checklist loads with the level (spec 000 §6: customizable from property manager up).
  await form.getByRole('combobox', { name: 'Access level' }).click();
  await page.getByRole('option', { name: 'Property Manager', exact: true }).click();
  await expect(form.getByRole('checkbox').first()).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/administration$/);
  const row = rowsOrCards(page).filter({ hasText: email });
  await expect(row).toBeVisible();

  // Edit: the e-mail is read-only, the phone changes.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Login' })).toBeVisible();
  const editForm = page.getByRole('form', { name: 'Edit Site Login' });
  await expect(editForm.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  await editForm.getByRole('textbox', { name: 'Phone number' }).fill('(555) 123-4567');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/administration$/);
  await expect(rowsOrCards(page).filter({ hasText: email })).toContainText('555');

  // Remove, with confirmation: the only property, so the login is deleted and leaves the list.
  await rowsOrCards(page)
    .filter({ hasText: email })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await page.getByRole('button', { name: 'Remove from this property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove site login' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/administration$/);
  await expect(page.getByTestId('site-logins-table')).toBeVisible();
  await expect(rowsOrCards(page).filter({ hasText: email })).toHaveCount(0);
});

test("provider staff see a property's site logins, sorted, with the inactive list and the form's internal links", async ({
  page,
}, testInfo) => {
  await signInFresh(page, 'sysadmin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/property/1/site-logins');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Logins' })).toBeVisible();
  const table = page.getByTestId('site-logins-table');
  // A table on desktop; on a phone a list of cards headed by the name, sorted with a picker (issue 13).
  const phone = testInfo.project.name === 'phone';
  await expect(rowsOrCards(table).nth(1)).toBeVisible();
  const names = async () =>
    phone
      ? table.getByRole('heading').allInnerTexts()
      : table.getByRole('row').locator('td:first-child').allInnerTexts();
  const ascending = await names();
  // The page sorts names as the domain does (numbers in names by value, spec 000 §9).
  expect(ascending).toEqual([...ascending].sort(compareNames));
  if (phone) await table.getByLabel('Sort by').selectOption({ label: 'Name (descending)' });
  else await table.getByRole('button', { name: 'Name' }).click();
  await expect.poll(names).toEqual([...ascending].reverse());

  await page.getByRole('link', { name: 'Inactive logins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inactive Site Logins' })).toBeVisible();
  await page.getByRole('link', { name: 'Active logins' }).click();

  await page.getByRole('link', { name: 'Edit Carlos Mendez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Site Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
    'href',
    /\/audit\/entity\/SiteLogin\/\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Impersonate' })).toBeVisible();
  await expect(
    page
      .getByRole('textbox', { name: 'Properties' })
      .or(page.getByRole('combobox', { name: 'Properties' }))
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/property\/1\/site-logins$/);
});
