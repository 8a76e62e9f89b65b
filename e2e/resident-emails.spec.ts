import { expect, test } from '@playwright/test';
import { signInFresh } from './support/shell.ts';
import { seriousViolations } from './support/a11y.ts';

// Resident E-mails (issue 14, spec 000 §6): the manager registers a resident on a unit, corrects the name and removes
// the resident again after confirming. Each run uses its own address, so reruns and both widths never collide.
test('a manager adds, edits and removes a resident', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e-${suffix}@residents.demo.test`;
  const name = `Priya ${suffix}`;
  await signInFresh(page, 'manager@demo.test', '/resident-emails');
  await expect(page.getByRole('heading', { level: 1, name: 'Resident E-mails' })).toBeVisible();
  await expect(page.getByText('Grace Holloway').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add resident' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add resident' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose a unit', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  // The first unit, by keyboard (the list opens below the field, off screen on a phone).
  await dialog.getByRole('combobox', { name: 'Unit' }).click();
  // Keys pressed before the list is open would go nowhere (a busy machine opens it a moment later). The header's
  // property picker is a native select, whose options are never a listbox's.
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Choose a unit', { exact: true })).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit resident' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} Rao`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`${name} Rao`)).toBeVisible();

  await page.getByRole('button', { name: `Remove ${name} Rao` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this resident?' });
  await expect(confirm).toContainText(`${name} Rao will no longer get e-mails about unit`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(email)).toHaveCount(0);
});
