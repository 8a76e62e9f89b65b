import { expect, test, type Page } from '@playwright/test';
import { signInFresh } from './support/shell.ts';

// Impersonation (spec 000 §4, issue 3 item 6): an internal user holding CustomerImpersonation_ALL acts as a
// customer login and comes back. Demo logins of the README, password DemoPass!2026.

/** /api/auth/me as the page's session sees it (with the Impersonation-Id header when one is stored). */
async function me(page: Page): Promise<{ name: string; role: number; impersonator: { name: string } | null }> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('kc.session') ?? '{}') as { accessToken?: string };
    const id = localStorage.getItem('kc.impersonationId');
    const headers: Record<string, string> = { Authorization: `Bearer ${session.accessToken}` };
    if (id) headers['Impersonation-Id'] = id;
    return (await fetch('/api/auth/me', { headers })).json();
  });
}

test('a service tech impersonates a property manager and ends the impersonation', async ({ page }, testInfo) => {
  await signInFresh(page, 'tech@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const tech = await me(page);

  const panel = page.getByRole('region', { name: 'Impersonate a customer login' });
  await expect(panel).toBeVisible();
  await page.evaluate(() => localStorage.setItem('kc.selection.propertyId', '999999'));
  await panel.getByLabel('Search customer logins').fill('manager@demo.test');
  await panel.getByRole('button', { name: 'Search' }).click();
  // A table on desktop, a list of cards on phones: either way one visible entry per login.
  await expect(panel.getByText('manager@demo.test', { exact: true }).filter({ visible: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Impersonate Carlos Mendez' }).click();

  // Property manager (commercial level 4): the overview, as Carlos Mendez, selections of the tech cleared.
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('banner').getByText('Welcome Carlos Mendez')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kc.selection.propertyId'))).not.toBe('999999');
  const acting = await me(page);
  expect(acting).toMatchObject({ name: 'Carlos Mendez', role: 203, impersonator: { name: tech.name } });
  // The shell's header carries End Impersonation on desktop (the phone keeps it in the sliding sidebar).
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('banner').getByRole('button', { name: 'End Impersonation' })).toBeVisible();
  }

  // The impersonation shows on every page that carries the notice; End Impersonation returns to the site logins
  // of the property the manager had selected (spec 000 §4).
  await page.goto('/change-password');
  const notice = page.getByTestId('impersonation-notice');
  await expect(notice).toContainText('You are impersonating Carlos Mendez');
  await expect(notice).toContainText(`Signed in as ${tech.name}`);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await notice.getByRole('button', { name: 'End Impersonation' }).click();

  await expect(page).toHaveURL(/\/property\/\d+\/site-logins$/);
  await expect(page.getByRole('banner').getByText(`Welcome ${tech.name}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kc.impersonationId'))).toBeNull();
  expect(await me(page)).toMatchObject({ name: tech.name, impersonator: null });
  await expect(page.getByRole('button', { name: 'End Impersonation' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(panel).toBeVisible();
});

test('an accounting user does not get the impersonation panel', async ({ page }) => {
  await signInFresh(page, 'accounting@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impersonate a customer login' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End Impersonation' })).toHaveCount(0);
});
