import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_CANDIDATES } from './scripts/lib/chromium.mjs';

// Browsers are never downloaded: we drive the system Chromium (Debian's `chromium` package, or CHROMIUM_PATH).
// `npm test` starts the API on a free port and sets E2E_BASE_URL; by hand: `npm start`, then
// `npx playwright test` (defaults to http://localhost:3000).
// The first installed of scripts/lib/chromium.mjs's candidates (the headless shell before the full browser).
const executablePath =
  process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((p) => existsSync(p)) || '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  // e2e/**/*.test.ts are vitest unit checks of the e2e support code (e.g. the every-route list).
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  forbidOnly: !!process.env.CI,
  // Three browsers on two cores: the journeys wait on the API and the worker much of the time (a quiet run: 10.1 -> 9.1 min).
  workers: 3,
  retries: 0,
  // Journeys wait on what the user sees (web-first assertions), never on a sleep. These limits only bound a
  // wait that will never end, with room for a machine that is busy with other work (decision 0027); a test that
  // knows it is long says test.slow() (three times the test timeout).
  timeout: 60_000,
  globalTimeout: 20 * 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args },
    screenshot: 'only-on-failure',
    trace: 'off',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    locale: 'en-US',
    timezoneId: 'UTC',
    // The app honours the reader's reduced-motion setting (theme.respectReducedMotion): dialogs appear at once, so a
    // click on a busy machine never lands beside a button that is still scaling in (a11y.spec checks both settings).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1400, height: 900 } },
    },
    {
      name: 'phone',
      // At 390 px: every page (every-route.spec.ts: it loads, nothing scrolls sideways, axe passes) and the journeys
      // whose screens differ on a phone (cards for tables, the footer navigation, the sliding sidebar, the key map's
      // list, the boot shell). The journeys below take the same steps at either width on screens every-route checks at
      // 390 px, so they run at 1400 px only (decision 0079: the whole run must fit CI's 15 minutes on a slow machine).
      testIgnore: [
        'alerts',
        'auth',
        'badges',
        'help',
        'hierarchy',
        'idle',
        'impersonation',
        'internal-users',
        'key-activity-alerts',
        'key-control',
        'opt-out',
        'passwords',
        'purchase-order-agreement',
        'resident-emails',
        'sso',
        'staff',
      ].map((name) => `**/${name}.spec.ts`),
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // One device pixel per CSS pixel: the layout at 390 px is the same, and Chromium's software rendering
        // paints nine times fewer pixels than at a phone's 3× (the whole suite must fit CI's 15 minutes).
        deviceScaleFactor: 1,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
});
