// Where the browser tests look for Chromium when CHROMIUM_PATH is not set (scripts/test.mjs, playwright.config.ts).
// Debian's chromium-headless-shell first: the full browser (chromium 156) starts a top-chrome WebUI renderer for
// every browser context, about 3x the time per context on 2 cores; .ci/run installs the shell.
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];
