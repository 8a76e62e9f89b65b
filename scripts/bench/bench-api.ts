import type { Database } from '@kc/services/db/client';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv, UNLIMITED_RATES } from '../../apps/api/src/env.ts';

/**
 * The real API in the bench process, as production runs it (no logs, no worker, no Redis, rate limits out of the
 * way), on a free loopback port: the app side of every comparison.
 */
export async function startBenchApi(db: Database, url: string, jwtSecret: string, poolSize: number) {
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(poolSize),
    WORKER: 'off',
    ...UNLIMITED_RATES,
  });
  const app = await buildApp({ env, db, redis: null, logger: false });
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}
