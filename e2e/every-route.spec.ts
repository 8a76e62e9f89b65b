import { test as base, expect, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.ts';
import { signInOnForm } from './support/shell.ts';
import { LOGIN_EMAIL, ROUTES, fixtureIds, routePath, type Fixtures, type Login } from './support/routes.ts';

// Issue 13 items 3 and 5: every page of the route tree (e2e/support/routes.ts, kept complete by routes.test.ts) at
// both widths (the desktop and phone projects): it loads, nothing scrolls sideways, and axe (WCAG 2.2 AA) finds no
// serious or critical violation. One signed-in page per login and worker, so each login signs in once.
const DATABASE_URL = process.env.E2E_DATABASE_URL;

interface Visits {
  fixtures: Fixtures;
  pageFor(login: Login): Promise<Page>;
}

const test = base.extend<object, { visits: Visits }>({
  visits: [
    async ({ browser }, use, workerInfo) => {
      // The project's page options (viewport, phone emulation) for the contexts this worker keeps open.
      const { baseURL, viewport, isMobile, hasTouch, userAgent, locale, timezoneId } = workerInfo.project.use;
      const pages = new Map<Login, Promise<Page>>();
      const open = async (login: Login) => {
        const context = await browser.newContext({
          baseURL,
          viewport,
          isMobile,
          hasTouch,
          deviceScaleFactor: workerInfo.project.use.deviceScaleFactor,
          userAgent,
          locale,
          timezoneId,
        });
        const page = await context.newPage();
        if (login !== 'anonymous') await signInOnForm(page, LOGIN_EMAIL[login]);
        return page;
      };
      const fixtures = await fixtureIds(DATABASE_URL!);
      await use({
        fixtures,
        pageFor(login) {
          if (!pages.has(login)) pages.set(login, open(login));
          return pages.get(login)!;
        },
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens a path in the login's page: the first time by loading it, then as the app's own links do, inside the running
 * app (the browser's history and the router's popstate handling), which spares a whole start of the app per route.
 */
async function visit(page: Page, path: string) {
  if (!/^https?:/.test(page.url())) {
    await page.goto(path);
    return;
  }
  // The pointer rests where the last page left it; a hover style of the new page under it is not the page's look.
  await page.mouse.move(0, 0);
  await page.evaluate((to) => {
    delete document.documentElement.dataset.shownPath;
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  // The URL changes at once; the app says when the page (or the one a guard sent it to) is on screen.
  await page.waitForFunction(() => document.documentElement.dataset.shownPath === window.location.pathname);
}

test.skip(!DATABASE_URL, 'E2E_DATABASE_URL is needed to find the demo ids');

// Any worker takes any route: each keeps one signed-in page per login (the worker-scoped fixture above), so the routes
// spread over all workers instead of each project's list running in one.
test.describe.configure({ mode: 'parallel' });

for (const login of ['anonymous', 'manager', 'corporate', 'internal'] as const) {
  test.describe(login, () => {
    for (const route of ROUTES.filter((r) => r.login === login)) {
      test(route.id, async ({ visits }) => {
        const page = await visits.pageFor(login);
        const path = routePath(route, visits.fixtures);
        await visit(page, path);
        if (route.redirectsTo) await expect(page).toHaveURL(route.redirectsTo);
        else await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('.mantine-Skeleton-root[data-visible="true"]')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, 'sideways scroll (px)').toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
