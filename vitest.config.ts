import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { integrationWorkers } from './scripts/test/workers.mjs';
import { SlowFirstSequencer } from './scripts/test/sequencer.mjs';

// One run, three projects. `npm test` (scripts/test.mjs) provides TEST_DATABASE_URL (a migrated and seeded
// database, the template of one database per worker), TEST_PG_SERVER_URL, TEST_REDIS_URLS (one Redis database
// per worker), REDIS_URL and JWT_SECRET for the integration project; run a single project with
// `npx vitest run --project unit`. Unit and web tests run first, then the integration files, in parallel.
const webSetup = new URL('./apps/web/src/test/setup.ts', import.meta.url);

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/services/src/**/*.test.ts',
            'scripts/bench/**/*.test.ts',
            'e2e/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // One jsdom per worker instead of one per file (it was created 44 times, half the project's time). The
          // files share it: setup.ts cleans the DOM, storage and timers after every test.
          isolate: false,
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
            'scripts/test/**/*.test.mjs',
            'apps/worker/test/**/*.test.ts',
          ],
          // Each worker has its own copy of the seeded database and its own Redis database (decision 0027).
          maxWorkers: integrationWorkers(),
          // One process per worker for all its files instead of a new one per file: each file re-imported the API,
          // the services and Prisma's client, a third of the project's time. The files already build their own app,
          // database pool and Redis connection (apps/api/test/helpers.ts) and close them in afterAll.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['./scripts/test/integration-global-setup.mjs'],
          setupFiles: ['./scripts/test/integration-worker-setup.mjs'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
