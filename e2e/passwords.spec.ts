import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support/shell.ts';
import { seriousViolations } from './support/a11y.ts';
import { E2E_DATABASE_URL, sql } from './support/db.ts';

// Flows the server decides, the same at every width: run at 1400 px only (playwright.config.ts, the phone project's
// testIgnore); every-route checks these pages at 390 px.
// Password journeys of issue 3 (spec 000 §4, §5, §8). Every test works on a throwaway site login created here
// by SQL, so the demo logins other specs sign in with keep their password.
// The runner names the MailDev REST base E2E_MAIL_API_URL (…/api); E2E_MAIL_API is accepted too.
const MAIL_API = process.env.E2E_MAIL_API ?? process.env.E2E_MAIL_API_URL;

test.skip(!E2E_DATABASE_URL, 'E2E_DATABASE_URL is needed to create throwaway logins');

/** A property manager like manager@demo.test (same corporation, region, properties and password), new e-mail. */
async function createThrowawayLogin(label: string): Promise<{ id: number; email: string; name: string }> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-${label}-${suffix}@demo.test`;
  const name = `E2E ${label} ${suffix}`;
  const [row] = await sql<{ id: number }>(
    `INSERT INTO site_logins (name, email, access_role_id, commercial_level, corporation_id, division_id, region_id, password_hash, confirmed, updated_at)
     SELECT $1, $2, access_role_id, commercial_level, corporation_id, division_id, region_id, password_hash, true, now()
     FROM site_logins WHERE email = 'manager@demo.test' RETURNING id`,
    [name, email],
  );
  const id = row!.id;
  await sql(
    `INSERT INTO "_SiteLoginProperties" ("A", "B") SELECT p."A", $1 FROM "_SiteLoginProperties" p JOIN site_logins s ON s.id = p."B" WHERE s.email = 'manager@demo.test'`,
    [id],
  );
  return { id, email, name };
}

interface MailDevMail {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  date?: string;
}

/** The text of the newest reset e-mail to `email`: from the mail catcher when there is one, else the outbox. */
async function latestResetMail(email: string, after: number): Promise<string> {
  if (MAIL_API) {
    const base = MAIL_API.replace(/\/$/, '');
    // MailDev 3 serves its REST API under /api; accept the inbox root as well as the API base.
    let response = await fetch(`${base}/email`);
    if (response.status === 404 && !base.endsWith('/api')) response = await fetch(`${base}/api/email`);
    if (!response.ok) return '';
    const mails = (await response.json()) as MailDevMail[];
    const mine = mails.filter(
      (m) =>
        m.to?.some((to) => to.address.toLowerCase() === email) &&
        /reset code/i.test(m.subject ?? '') &&
        (!m.date || Date.parse(m.date) >= after - 5000),
    );
    return mine.at(-1)?.text ?? '';
  }
  const rows = await sql<{ text: string }>(
    // The outbox keeps the message's data (kind password-reset-code), not its rendered text.
    `SELECT format('Your password reset code is %s. %s', payload->>'code', payload->>'resetUrl') AS text FROM outbox_messages WHERE kind = 'password-reset-code' AND lower(payload->>'to') = $1 AND created_at >= to_timestamp($2 / 1000.0) ORDER BY created_at DESC LIMIT 1`,
    [email, after - 5000],
  );
  return rows[0]?.text ?? '';
}

async function waitForResetMail(email: string, after: number): Promise<{ code: string; link: string }> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = await latestResetMail(email, after);
        return /reset code is \d{6}/.test(text);
      },
      { timeout: 20_000, message: `reset e-mail to ${email}` },
    )
    .toBe(true);
  const code = /reset code is (\d{6})/.exec(text)![1]!;
  const link = /(https?:\/\/\S+\/reset-password\?email=\S+)/.exec(text)?.[1] ?? '';
  return { code, link };
}

async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const rule = (page: Page, text: string) =>
  page.getByTestId('password-rules').getByRole('listitem').filter({ hasText: text });

test('a forgotten password is reset with the e-mailed code, then the new one signs in', async ({ page }) => {
  const login = await createThrowawayLogin('forgot');
  const newPassword = `Fresh!Keys${Date.now() % 100000}x`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  // Unknown address: the catalogue message, in place.
  await page.getByLabel('E-mail', { exact: true }).fill(`nobody-${Date.now()}@demo.test`);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('Could not find a user with this e-mail')).toBeVisible();

  const requestedAt = Date.now();
  await page.getByLabel('E-mail', { exact: true }).fill(login.email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A reset code was sent to ${login.email}` })).toBeVisible();

  const { code, link } = await waitForResetMail(login.email, requestedAt);
  // The e-mail's link opens the second step with the address filled in.
  expect(link).toContain(`/reset-password?email=${encodeURIComponent(login.email)}`);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Enter the code we e-mailed to ${login.email}`)).toBeVisible();

  // A wrong code is refused in place.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Reset code').fill(wrong);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Invalid reset code')).toBeVisible();

  // Live rule checks, and the mismatch message.
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(rule(page, 'Contain an uppercase letter')).toHaveAttribute('data-met', 'false');
  await expect(rule(page, 'Contain a lowercase letter')).toHaveAttribute('data-met', 'true');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(rule(page, 'Contain an uppercase letter')).toHaveAttribute('data-met', 'true');
  await expect(rule(page, 'Be 12 to 128 characters long')).toHaveAttribute('data-met', 'true');
  await page.getByLabel('Confirm new password').fill(`${newPassword}?`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password mismatch')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=passwordChanged$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

  await signIn(page, login.email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Your e-mail address or password is incorrect');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

test('a signed-in user changes the password; a wrong current password is refused', async ({ page }) => {
  const login = await createThrowawayLogin('change');
  const newPassword = `Another!Door${Date.now() % 100000}q`;

  await page.goto('/login');
  await signIn(page, login.email, PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);

  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Current password').fill('Not-the-password-1!');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password incorrect, try again')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/overview$/);

  // The new password is the one that works now.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, login.email, newPassword);
  await expect(page).toHaveURL(/\/overview$/);
});

test('after an administrator sets a password, sign-in asks for a new one first', async ({ page, request }) => {
  const login = await createThrowawayLogin('challenge');
  const temporary = `Temporary!Pass${Date.now() % 100000}`;
  const chosen = `Chosen!Latch${Date.now() % 100000}z`;

  const adminToken = await apiToken(request, 'superadmin@demo.test');
  const set = await request.post('/api/admin-set-password', {
    data: { email: login.email, password: temporary },
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(set.status()).toBe(200);

  await page.goto('/login');
  await signIn(page, login.email, temporary);
  await expect(page).toHaveURL(/\/new-password$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByTestId('challenge-email')).toContainText(login.email);

  // The server's own refusals (a common password) show under the input.
  await page.getByLabel('New password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm new password').fill('Password123!');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText(/too common/)).toBeVisible();
  await expect(page).toHaveURL(/\/new-password$/);

  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('New password mismatch')).toBeVisible();

  await page.getByLabel('Confirm new password').fill(chosen);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  expect(await page.evaluate(() => sessionStorage.getItem('kc.challenge'))).toBeNull();

  // Signed in: the anonymous password pages send the user to the root.
  await page.goto('/new-password');
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/overview$/);
});

test('/new-password without a pending sign-in explains and links back', async ({ page }) => {
  await page.goto('/new-password');
  await expect(page.getByText('There is no sign-in waiting for a new password')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the password pages have no serious accessibility violations, errors showing or not', async ({ page }) => {
  // axe walks the whole page several times; slow on the phone project's 3x pixels.
  test.slow();
  await page.goto('/reset-password');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/reset-password?email=someone%40demo.test');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password mismatch').or(page.getByText('Required').first())).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/new-password');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() =>
    sessionStorage.setItem('kc.challenge', JSON.stringify({ email: 'someone@demo.test', session: 'x'.repeat(40) })),
  );
  await page.goto('/new-password');
  await page.getByLabel('New password', { exact: true }).fill('Longer-pass');
  await page.getByLabel('Confirm new password').fill('Longer-pas');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('New password mismatch')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
