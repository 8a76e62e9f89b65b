import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One run, three projects. `npm test` (scripts/test.mjs) provides DATABASE_URL, TEST_DATABASE_URL,
// TEST_PG_SERVER_URL, REDIS_URL and JWT_SECRET for the integration project; run a single project with
// `npx vitest run --project unit`.
const webSetup = new URL('./apps/web/src/test/setup.ts', import.meta.url);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/domain/src/**/*.test.ts', 'packages/services/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: existsSync(webSetup) ? ['./src/test/setup.ts'] : [],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: [
            'apps/api/test/**/*.test.ts',
            'packages/services/test/**/*.test.ts',
            'apps/worker/test/**/*.test.ts',
          ],
          // The files share one database, so they run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
