// How many integration test files run at once (one database and one Redis database each). Read by
// vitest.config.ts and by scripts/test.mjs, which claims that many Redis databases. TEST_WORKERS overrides.
import os from 'node:os';

/** Integration tests wait on PostgreSQL more than they compute, so a few more workers than cores pay off. */
export function integrationWorkers(env = process.env) {
  const wanted = Number(env.TEST_WORKERS);
  if (Number.isInteger(wanted) && wanted > 0) return wanted;
  return Math.min(4, os.availableParallelism() + 1);
}
