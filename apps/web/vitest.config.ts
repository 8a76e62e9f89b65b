import { defineConfig } from 'vitest/config';

// Pure tests run in node; component and browser-API tests opt into jsdom with a `@vitest-environment` docblock,
// so they behave the same when the root config collects them.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
