import { fileURLToPath } from 'node:url';

/**
 * i18next and react-i18next as far as the app uses them, about 2 KB instead of 16 KB Brotli on every page (decision
 * 0051). The build (vite.config.ts) and the web tests (the root vitest.config.ts) resolve the bare specifiers to the
 * stand-ins; the types, and so the key checks of every `t` call, still come from the real packages.
 */
export const I18N_STAND_INS = [
  { find: /^i18next$/, replacement: fileURLToPath(new URL('../src/lib/i18n/lite-i18next.ts', import.meta.url)) },
  {
    find: /^react-i18next$/,
    replacement: fileURLToPath(new URL('../src/lib/i18n/lite-react-i18next.tsx', import.meta.url)),
  },
];
