#!/usr/bin/env node
// Screenshots of every page of the route tree (e2e/support/routes.ts, the list every-route.spec.ts visits) at 1400 and
// 390 px, for a look by eye; not part of `npm test`. Signs in once per login and width.
// usage: E2E_DATABASE_URL=… node scripts/screenshots.mjs [baseUrl] [outDir] [filter]
//   (defaults: $E2E_BASE_URL or http://localhost:3000, test-results/screens; filter: a substring of the route id)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const { ROUTES, LOGIN_EMAIL, fixtureIds, routePath } = await tsImport('../e2e/support/routes.ts', import.meta.url);

const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? 'test-results/screens');
const filter = process.argv[4] ?? '';
const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('E2E_DATABASE_URL (or DATABASE_URL) is needed to find the demo ids');
  process.exit(2);
}
const password = 'DemoPass!2026';
const widths = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } };

/** The file name of a route: its URL path without the pathless layouts, e.g. property-7-site-logins-inactive. */
const slug = (route) =>
  route.id
    .split('/')
    .filter((s) => s && !s.startsWith('_'))
    .join('-')
    .replace(/[{}$]/g, '')
    .replace(/[^\w-]+/g, '_') || 'root';

const fixtures = await fixtureIds(databaseUrl);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync', '--no-first-run'],
});
let failures = 0;
try {
  for (const [label, viewport] of Object.entries(widths)) {
    const pages = new Map();
    const pageFor = async (login) => {
      if (pages.has(login)) return pages.get(login);
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        deviceScaleFactor: 1,
        isMobile: label === 'phone',
        hasTouch: label === 'phone',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      if (login !== 'anonymous') {
        await page.goto('/login');
        await page.getByLabel('E-mail', { exact: true }).fill(LOGIN_EMAIL[login]);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }
      pages.set(login, page);
      return page;
    };
    for (const route of ROUTES.filter((r) => r.id.includes(filter))) {
      const page = await pageFor(route.login);
      const file = path.join(outDir, `${label}-${route.login}-${slug(route)}.png`);
      try {
        await page.goto(routePath(route, fixtures));
        await page.locator('h1').first().waitFor({ timeout: 20_000 });
        await page
          .locator('.mantine-Skeleton-root[data-visible="true"]')
          .first()
          .waitFor({ state: 'detached', timeout: 20_000 });
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      } catch (error) {
        failures++;
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`${file}: ${error.message.split('\n')[0]}`);
      }
    }
    for (const page of pages.values()) await page.context().close();
  }
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
