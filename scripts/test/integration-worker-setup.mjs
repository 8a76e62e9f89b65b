// Vitest setupFiles of the `integration` project: runs in the worker before each test file, so DATABASE_URL
// and REDIS_URL name this worker's own database and Redis database before any module reads them
// (see integration-global-setup.mjs).
import { inject } from 'vitest';

const workers = inject('integrationWorkers');
if (workers) {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = new URL(workers.serverUrl);
  url.pathname = `/${encodeURIComponent(`${workers.prefix}${id}`)}`;
  process.env.DATABASE_URL = url.toString();
  if (workers.redisUrls.length) process.env.REDIS_URL = workers.redisUrls[(id - 1) % workers.redisUrls.length];
}
