import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/shell.ts';

// Flows the server decides, the same at every width: run at 1400 px only (playwright.config.ts, the phone project's
// testIgnore); every-route checks these pages at 390 px.
// Journeys of issue 2 over the seeded stack (demo logins of the README, password DemoPass!2026).

/** The signed-in user's name as the API reports it, read with the session the page holds. */
async function currentUserName(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('kc.session') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    return ((await response.json()) as { name: string }).name;
  });
}

test('a property manager signs in, lands on the overview, and signs out to the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Key Control Portal').first()).toBeVisible();
  await signIn(page, 'manager@demo.test');

  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const name = await currentUserName(page);
  expect(name.trim()).not.toBe('');
  await expect(page.getByRole('banner').getByText(`Welcome ${name}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kc.session'))).toBeNull();

  // Signed out for real: the signed-in pages send the visitor back to login.
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/login\?redirect=%2Foverview$/);
});

test('a super administrator signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'superadmin@demo.test');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Super Administrator', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/^Welcome \S/)).toBeVisible();

  // The logo goes to the internal home, and the root redirects there too.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // A signed-in user on the login page goes to the root, hence to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an anonymous visit to the dashboard goes to login, and an external user is then kept off it', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();

  // Coming back after signing in meets the dashboard's guard: external users go to the overview.
  await signIn(page, 'manager@demo.test');
  await expect(page).toHaveURL(/\/overview$/);
});

test('a wrong password shows the sign-in error, and the right one then works', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'manager@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Your e-mail address or password is incorrect');
  await expect(page).toHaveURL(/\/login$/);

  // Also resets the account's failure count, so reruns never throttle the demo login.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

test('an empty form shows field errors in place', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the page-not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
