import { expect, type Page, type TestInfo } from '@playwright/test';
import type { TokenSet } from '../../packages/domain/src/auth.ts';
import { untilStill } from './a11y.ts';

// Helpers shared by the shell, navigation, help and a11y journeys (issue 4).
export const PASSWORD = 'DemoPass!2026';

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in on the login form from /login and waits until the app has left the login page. */
export async function signInOnForm(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

let signIns = 0;

/**
 * Signs in by the login form's own call (POST /api/auth/sign-in) and opens `path` (by default the root, which sends
 * each login to its landing page) already signed in: the tokens go into the page's storage before its first script
 * runs, on that one load. It spares loading /login and its form for a journey about something else (about a second
 * of the browser's CPU each, decision 0079); the journeys of the form itself use signIn or
 * signInOnForm.
 */
export async function signInFresh(page: Page, email: string, path = '/') {
  const res = await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD } });
  expect(res.status(), `signing in ${email}`).toBe(200);
  const tokens = (await res.json()) as TokenSet;
  await page.addInitScript(
    ({ tokens, mark }) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        const { accessToken, idToken, refreshToken, expiresIn } = tokens;
        const session = { accessToken, idToken, refreshToken, expiresAt: Date.now() + expiresIn * 1000 };
        localStorage.setItem('kc.session', JSON.stringify(session));
      } catch {
        // A document without storage (about:blank) waits for the page's own.
      }
    },
    { tokens, mark: `e2e.signed-in.${++signIns}` },
  );
  await page.goto(path);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A GET on the API with the session the page holds (the same call the app makes). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const session = JSON.parse(localStorage.getItem('kc.session') ?? '{}') as { accessToken?: string };
    const response = await fetch(url, { headers: { Authorization: `Bearer ${session.accessToken}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The ids (data-nav) of the navigation the page shows: header buttons on desktop, footer items on a phone. */
export async function shownNavigation(page: Page, phone: boolean): Promise<string[]> {
  const selector = phone ? '[data-testid=footer-nav] [data-nav]' : '[data-testid=main-nav] [data-nav]';
  return page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.filter((n) => (n as HTMLElement).offsetParent !== null).map((n) => n.getAttribute('data-nav') ?? ''),
    );
}

/** Chooses an entry of the external level selector (in the header on desktop, in the sidebar on a phone). */
export async function chooseLevel(page: Page, phone: boolean, label: 'Property' | 'Region' | 'Division', name: string) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const scope = phone ? page.getByRole('dialog') : page.getByRole('banner');
  const selector = scope.getByRole('combobox', { name: label });
  // A short list is the browser's own select; a long one a searchable list (level-selector.tsx).
  if ((await selector.evaluate((node) => node.tagName)) === 'SELECT') {
    await selector.selectOption({ label: name });
  } else {
    await selector.click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  if (phone) {
    // The sidebar stays open for further choices; close it the way a person would.
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    if (await close.isVisible()) await close.click();
  }
}

export async function expectNavigation(page: Page, phone: boolean, expected: string[]) {
  await expect.poll(() => shownNavigation(page, phone)).toEqual(expected);
}

/**
 * Closes the open dialog by its OK button (the form error popup) and waits until it is gone. Mantine's modal scales in:
 * on a busy machine a click during that transition can land beside the moving button and leave the dialog open, so the
 * click waits until the page is still (untilStill, as the axe check does), as a person sees a still dialog before
 * pressing OK.
 */
export async function pressOk(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'OK' }) });
  await expect(dialog).toBeVisible();
  await untilStill(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
