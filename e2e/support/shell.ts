import { expect, type Page, type TestInfo } from '@playwright/test';

// Helpers shared by the shell, navigation, help and a11y journeys (issue 4).
export const PASSWORD = 'DemoPass!2026';

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from /login and waits until the app has left the login page. */
export async function signInFresh(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
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
