import type { Database } from '@kc/services/db/client';
import { createRedis } from '@kc/services/jobs/run-worker';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadEnv, UNLIMITED_RATES } from '../../apps/api/src/env.ts';

/** The Redis the bench's API uses (`npm run bench` starts one or takes BENCH_REDIS_URL); unset only when run by hand. */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || undefined;

/**
 * The real API in the bench process, as production runs it (no logs, no worker, rate limits out of the way), on a
 * free loopback port: the app side of every comparison. With Redis, as in production, the process keeps the identity
 * version the API processes share there (decisions 0069 and 0084); without it, a single process's own count.
 */
export async function startBenchApi(db: Database, url: string, jwtSecret: string, poolSize: number) {
  const redisUrl = BENCH_REDIS_URL;
  const env = loadEnv({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: String(poolSize),
    WORKER: 'off',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...UNLIMITED_RATES,
  });
  const redis = redisUrl ? createRedis(redisUrl) : null;
  const app = await buildApp({ env, db, redis, logger: false });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
}
