import { expect, test } from '@playwright/test';
import { apiGet, pressOk, signInFresh } from './support/shell.ts';
import { rowsOrCards } from './support/tables.ts';

// Badges (issue 6 item 4): a property manager adds an employee badge (after a validation error), deactivates it (with a
// confirmation) and finds it in the inactive list; badges are never deleted. Every run adds its own badge.

interface MyProperty {
  id: number;
  name: string;
  htInfo: { canceled: boolean; customerUnitEntry: boolean };
}

test('a property manager adds a badge, deactivates it and finds it among the inactive employees', async ({
  page,
}, testInfo) => {
  const stamp = `${Date.now() % 100_000_000}${testInfo.project.name === 'phone' ? 'P' : 'D'}`;
  const name = `Evan Badge ${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const number = `E${stamp}`;

  await signInFresh(page, 'manager@demo.test');
  const properties = await apiGet<MyProperty[]>(page, '/api/me/properties');
  const property = properties.find((p) => !p.htInfo.canceled && !p.htInfo.customerUnitEntry)!;
  await page.goto(`/badges/property/${property.id}/active`);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Employees' })).toBeVisible();
  await page.getByRole('link', { name: 'Add badge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Employee Badge' })).toBeVisible();

  // First attempt: no name and a badge number with a space. The popup lists "Field: message".
  await page.getByRole('textbox', { name: 'Badge number' }).fill('12 34');
  await page.getByRole('button', { name: 'Add badge' }).click();
  const popup = page.getByTestId('form-errors');
  await expect(popup).toContainText('Employee name: Required');
  await expect(popup).toContainText('Badge number: Letters, numbers and dashes only');
  await pressOk(page);
  await expect(popup).toBeHidden();

  // Corrected: the badge is added and listed as active.
  await page.getByRole('textbox', { name: 'Employee name' }).fill(name);
  await page.getByRole('textbox', { name: 'Badge number' }).fill(number);
  await page.getByRole('checkbox', { name: 'Fingerprint enrolled' }).check();
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page).toHaveURL(new RegExp(`/badges/property/${property.id}/active$`));
  const row = rowsOrCards(page).filter({ hasText: number });
  await expect(row).toBeVisible();

  // Deactivate asks first; cancelling changes nothing.
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate badge' });
  await expect(dialog).toContainText(number);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name}'s badge was deactivated`)).toBeVisible();
  await expect(rowsOrCards(page).filter({ hasText: number })).toHaveCount(0);

  // It is kept, among the inactive employees, and can be reactivated there.
  await page.getByRole('link', { name: 'Inactive employees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inactive Employees' })).toBeVisible();
  const inactiveRow = rowsOrCards(page).filter({ hasText: number });
  await expect(inactiveRow).toBeVisible();
  await expect(inactiveRow.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
});
