import { expect, test, type Page, type Route } from '@playwright/test';
import { signInFresh } from './support/shell.ts';

// Issue 13 item 2 (decision 0034): no blank page, ever. The shell paints before any data arrives, loading states are
// skeletons in place of the content, and route changes keep the shell.

/** Holds every request matching `pattern` until `release()`; `held` resolves when the first one is waiting. */
async function holdRequests(page: Page, pattern: string | RegExp | ((url: URL) => boolean)) {
  let markHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    markHeld();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** The header height of the real shell: 56 px on a phone, 64 + 44 px (navigation row) from 801 px. */
const headerHeight = (page: Page) => ((page.viewportSize()?.width ?? 1400) > 800 ? 108 : 56);

test('before any script runs, index.html already paints the shell: header, navigation row and grey page', async ({
  page,
}) => {
  const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/overview', { waitUntil: 'commit' });
  await entry.held;
  const header = page.locator('.boot-header');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(headerHeight(page));
  await expect(page.locator('.boot-shell')).toHaveCSS('background-color', 'rgb(248, 249, 250)');
  entry.release();
});

test('the sign-in page paints its frame (brand and card) before any script runs', async ({ page }) => {
  const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await entry.held;
  await expect(page.locator('.boot-auth')).toBeVisible();
  await expect(page.locator('.boot-header')).toHaveCount(0);
  entry.release();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.boot-auth')).toHaveCount(0);
});

test('while /api/auth/me is held back the shell stands; when it answers the real header takes its place', async ({
  page,
}) => {
  await signInFresh(page, 'manager@demo.test');
  const me = await holdRequests(page, '**/api/auth/me');
  await page.goto('/overview');
  await me.held;
  // The app has started and waits for the session before its first render (decision 0067): index.html's shell
  // stands, no data.
  const skeleton = page.locator('.boot-shell');
  await expect(skeleton).toBeVisible();
  await expect(page.locator('.boot-header')).toBeVisible();
  expect((await page.locator('.boot-header').boundingBox())?.height).toBe(headerHeight(page));
  await expect(page.getByTestId('welcome')).toHaveCount(0);
  me.release();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
  // The real header has the skeleton's height, so nothing below it moves.
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(headerHeight(page));
});

test('a route change keeps the shell and shows a skeleton in place of the content while the page loads', async ({
  page,
}) => {
  await signInFresh(page, 'manager@demo.test');
  await expect(page.getByTestId('welcome')).toBeVisible();
  const data = await holdRequests(page, (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/auth/me');
  await page.locator('[data-nav=reports]:visible').first().click();
  await data.held;
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByTestId('welcome')).toBeVisible();
  data.release();
  await expect(page).toHaveURL(/\/property-reports/);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
