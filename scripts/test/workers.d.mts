/** How many integration test files run at once (TEST_WORKERS overrides; see workers.mjs). */
export function integrationWorkers(env?: NodeJS.ProcessEnv): number;
