import { expect, test, type Page } from '@playwright/test';
import { pressOk, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

// Issue 5: an internal administrator adds a provider user (an invalid e-mail is shown first, then corrected), edits
// it, finds it in the list filtered by role, and deactivates it again (the users it creates are unique per run).

/** Names allow letters only: the run's time stamp spelled in letters keeps them unique. */
const letters = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator adds a user (fixing a validation error), edits it and sees it in the list', async ({
  page,
}, testInfo) => {
  test.slow(); // a long journey: three times the default time
  const stamp = Date.now();
  const name = `Aaron Endtoend ${testInfo.project.name} ${letters(stamp)}`;
  const email = `e2e-user-${testInfo.project.name}-${stamp}@provider.test`;
  await signInFresh(page, 'superadmin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/internal-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/internal-users\/add-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Internal User' })).toBeVisible();

  // An invalid e-mail is refused in place and in the error popup.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
  await pick(page, 'Role', 'Production');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-errors')).toContainText('E-mail: Invalid e-mail address');
  await pressOk(page);
  await expect(page).toHaveURL(/\/internal-users\/add-user$/);

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(512) 555-0142');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User added; a temporary password was e-mailed')).toBeVisible();
  await expect(page).toHaveURL(/\/internal-users$/);

  // The list, filtered by the role, shows the new user; its name opens the edit page.
  await pick(page, 'Role', 'Production');
  const row = rowsOrCards(page).filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/internal-users\/edit-user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Internal User' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeDisabled();

  const edited = `${name} Edited`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(edited);
  await pick(page, 'Role', 'Service Tech');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  await expect(page).toHaveURL(/\/internal-users$/);

  await pick(page, 'Role', 'Service Tech');
  const editedRow = rowsOrCards(page).filter({ hasText: email });
  await expect(editedRow).toContainText(edited);
  await expect(editedRow).toContainText('Service Tech');

  // Clean up through the page: deactivating asks first, and the list then says so.
  await editedRow.getByRole('link', { name: edited }).click();
  await page.getByRole('button', { name: 'Deactivate user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate user' }).click();
  await expect(page).toHaveURL(/\/internal-users$/);
  await pick(page, 'Role', 'Service Tech');
  await expect(rowsOrCards(page).filter({ hasText: email })).toContainText('Deactivated');
});
