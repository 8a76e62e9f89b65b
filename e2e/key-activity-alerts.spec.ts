import { expect, test } from '@playwright/test';
import { pressOk, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

// Key Activity Emails (issue 14 item 2): a property manager adds a rule through the form (after the spec 001 §5
// messages), sees it on its page and in the list, then deletes it (after a confirmation). Every run adds its own rule. A device upload matching a rule and its e-mail in
// the mail catcher are steps of the alerts journey (alerts-journey.spec.ts).

test('a manager adds a key-activity e-mail rule and finds it in the list', async ({ page }, testInfo) => {
  const description = `Pool keys ${testInfo.project.name} ${Date.now() % 100_000_000}`;
  await signInFresh(page, 'manager@demo.test', '/exceptions');
  await page.getByRole('link', { name: 'Key Activity Emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Activity Emails' })).toBeVisible();
  await page.getByRole('link', { name: 'Add key activity email' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Key Activity Email' })).toBeVisible();

  // Saved empty: the popup lists "Field: message" and each message stays under its field.
  await page.getByRole('button', { name: 'Save' }).click();
  const popup = page.getByTestId('form-errors');
  await expect(popup).toContainText('Description: Description is required');
  await expect(popup).toContainText('Send to: Add at least one e-mail address');
  await pressOk(page);
  await expect(popup).toBeHidden();

  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  const recipients = page.getByRole('combobox', { name: 'Send to' });
  await recipients.fill('pool-watch@demo.test');
  await recipients.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(popup).toContainText('What to watch: Choose at least one activity, unit or employee');
  await pressOk(page);
  await expect(page.getByTestId('criteria-error')).toHaveText('Choose at least one activity, unit or employee');

  await page.getByRole('combobox', { name: 'Activities' }).click();
  await page.getByRole('option', { name: 'Key Out' }).click();
  await expect(page.getByTestId('criteria-error')).toBeHidden();
  await page.getByRole('textbox', { name: 'From' }).fill('18:00');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('07:00');
  // A chip's checkbox is drawn by its label, which is what a person taps.
  await page.getByText('Sat', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();

  // Its page, then the list.
  await expect(page).toHaveURL(/\/key-activity-alert\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByText('18:00–07:00 · Sat')).toBeVisible();
  await page.getByTestId('back-link').click();
  const row = rowsOrCards(page).filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Key Out');

  // Delete asks first; the rule then leaves the list.
  await row.getByRole('link', { name: description }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this key activity email?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Key Activity Emails' })).toBeVisible();
  await expect(rowsOrCards(page).filter({ hasText: description })).toHaveCount(0);
});
