import { defineConfig } from 'vitest/config';
import { I18N_STAND_INS } from './scripts/i18n-stand-ins.mjs';

// Pure tests run in node; component and browser-API tests opt into jsdom with a `@vitest-environment` docblock,
// so they behave the same when the root config collects them.
export default defineConfig({
  test: {
    name: 'web',
    alias: I18N_STAND_INS,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
