import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './support/shell.ts';
import { seriousViolations } from './support/a11y.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../apps/api/test/oidc-provider.ts';
import { E2E_DATABASE_URL, sql } from './support/db.ts';

// Flows the server decides, the same at every width: run at 1400 px only (playwright.config.ts, the phone project's
// testIgnore); every-route checks these pages at 390 px.
// Single sign-on (spec 000 §4, issue 3 item 5) against a real OpenID provider started here (oidc-provider, the
// same starter the API tests use). The customer is a throwaway corporation and region-level login made by SQL.

test.skip(!E2E_DATABASE_URL, 'E2E_DATABASE_URL is needed to create the SSO customer');

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

let idp: TestIdentityProvider;
let customer: { email: string; name: string; domain: string };

test.beforeAll(async ({ request }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  idp = await startIdentityProvider([`${baseURL}/login-sso`]);

  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const domain = `sso-${suffix}.test`;
  const [corporation] = await sql<{ id: number }>(
    `INSERT INTO corporations (name, email_domains, updated_at) VALUES ($1, ARRAY[$2], now()) RETURNING id`,
    [`E2E SSO Corporation ${suffix}`, domain],
  );
  const name = `Sso Region Lead ${suffix}`;
  const email = `lead@${domain}`;
  await sql(
    `INSERT INTO site_logins (name, email, access_role_id, commercial_level, corporation_id, is_sso_enabled, confirmed, updated_at)
     SELECT $1, $2, id, commercial_level, $3, true, true, now() FROM access_roles WHERE role_id = 202 AND is_default`,
    [name, email, corporation!.id],
  );
  customer = { email, name, domain };

  const token = await apiToken(request, 'sysadmin@demo.test');
  const saved = await request.put(`/api/sso/config/${corporation!.id}`, {
    data: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomains: [domain] },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.status()).toBe(200);
});

test.afterAll(async () => {
  await idp?.close();
});

test('a customer signs in through the company provider and lands on the overview', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with single sign-on (SSO)' }).click();
  await expect(page).toHaveURL(/\/login-sso$/);
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();

  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The provider's development login page, then its consent page.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(customer.email);
  await page.locator('input[name="password"]').fill('any password at all');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on /login-sso with code, state and iss, exchanged for a session: role 202 goes to the overview.
  await expect(page).toHaveURL(/\/overview$/, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByText(`Welcome ${customer.name}`)).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('kc.session'));
  expect(session).not.toBeNull();
});

test('an e-mail domain without single sign-on is told so', async ({ page }) => {
  await page.goto('/login-sso');
  await page.getByLabel('E-mail', { exact: true }).fill(`someone@no-sso-${Date.now()}.test`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('SSO not set up or ID not found');
  await expect(page).toHaveURL(/\/login-sso$/);
});

test('a provider answer without a code asks to refresh and log in again', async ({ page }) => {
  await page.goto('/login-sso?error=access_denied&state=abcdefghijkl');
  await expect(page.getByRole('alert')).toContainText('Could not locate user record, refresh and log in again');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/login-sso$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
});

test('a code the server cannot exchange signs out and shows the error after a second', async ({ page }) => {
  await page.goto('/login-sso?code=not-a-real-code&state=not-a-real-state-value');
  await expect(page.getByText('Signing you in…')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    /Unable to (find a record or link expired|determine current user)/,
  );
  expect(await page.evaluate(() => localStorage.getItem('kc.session'))).toBeNull();
});

test('/login-sso has no serious accessibility violations', async ({ page }) => {
  // axe walks the whole page several times; slow on the phone project's 3x pixels.
  test.slow();
  await page.goto('/login-sso');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/login-sso?state=abcdefghijkl');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
