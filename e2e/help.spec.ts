import { expect, test } from '@playwright/test';
import { signIn } from './support/shell.ts';

// Spec 000 §2.1: the help pages are open to anonymous visitors, in the faq layout.

test('an anonymous visitor reads a Touch guide from the help hub', async ({ page }) => {
  await page.goto('/faqs/touch');
  await expect(page.getByRole('heading', { level: 1, name: 'Touch system help' })).toBeVisible();
  for (const title of [
    'Editing key tags',
    'Fingerprint setup',
    'Adding a new unit',
    'Adding employees',
    'Building pull (pulling all keys for a building)',
    'Connecting to Wi-Fi',
    'Editing unit names',
  ]) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Connecting to Wi-Fi' }).click();
  await expect(page).toHaveURL(/\/faqs\/touch\/connect-wifi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting to Wi-Fi' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('Open Admin > Network');
  await expect(page.getByRole('heading', { name: 'If it does not work' })).toBeVisible();
  await expect(page.getByText('"Wrong password".')).toBeVisible();
  // Provider contact in the faq layout's footer.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '(800) 555-0148' })).toBeVisible();
  await page.getByRole('link', { name: 'All Touch guides' }).click();
  await expect(page).toHaveURL(/\/faqs\/touch$/);
});

test('every Gen10 guide of the spec opens for an anonymous visitor', async ({ page }) => {
  const slugs = [
    'replace-keytags',
    'add-new-unit',
    'edit-unit-names',
    'adding-employees',
    'fingerprint-setup',
    'clearing-reports',
    'testing-communications',
  ];
  for (const slug of slugs) {
    await page.goto(`/faqs/gen10/${slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
    await expect
      .poll(() => page.getByRole('region', { name: 'Steps' }).getByRole('listitem').count())
      .toBeGreaterThanOrEqual(4);
  }
});

test("a property's help hub needs a signed-in customer of that property", async ({ page }) => {
  await page.goto('/faqs/1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffaqs%2F1$/);
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/faqs\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support for Maple Grove Apartments' })).toBeVisible();
  await expect(page.getByRole('main').getByText('C10001')).toBeVisible();
  // The manager may send a change form (ServiceRequest-Email_UI): the hub leads to it.
  await page.getByRole('link', { name: 'Send a change form' }).click();
  await expect(page).toHaveURL(/\/change-form\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Form' })).toBeVisible();
  // A property outside the login's scope is not found.
  await page.goto('/faqs/999999');
  await expect(page).toHaveURL(/\/not-found\/property$/);
});
