// Screenshots of the signed-in and anonymous pages at desktop and phone widths, for a look by eye.
// usage: node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]   (default http://localhost:3000, test-results/screenshots)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const baseUrl = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? 'test-results/screenshots');
const password = 'DemoPass!2026';
const viewports = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } };
const shots = [
  { name: 'login', path: '/login' },
  { name: 'login-error', path: '/login', as: { email: 'manager@demo.test', password: 'wrong-password' }, stay: true },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'overview', path: '/overview', as: { email: 'manager@demo.test', password } },
  { name: 'dashboard', path: '/dashboard', as: { email: 'superadmin@demo.test', password } },
];

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  for (const [label, viewport] of Object.entries(viewports)) {
    for (const shot of shots) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        isMobile: label === 'phone',
        hasTouch: label === 'phone',
      });
      const page = await context.newPage();
      if (shot.as) {
        await page.goto(`${baseUrl}/login`);
        await page.getByLabel('E-mail').fill(shot.as.email);
        await page.getByLabel('Password').fill(shot.as.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        if (shot.stay) await page.getByRole('alert').waitFor();
        else await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      }
      if (!shot.stay) await page.goto(`${baseUrl}${shot.path}`);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${shot.name}-${label}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
