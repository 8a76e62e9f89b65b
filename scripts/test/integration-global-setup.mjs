// Vitest globalSetup of the `integration` project: one database per worker, each a copy of a template.
//
// TEST_DATABASE_URL names a migrated and seeded database that only the tests use (npm test creates one): it is
// the template. Before any test file runs, every worker gets its copy `<template>_w<VITEST_POOL_ID>` (CREATE
// DATABASE … TEMPLATE, a file copy: about a second, against half a minute to migrate and seed). REDIS_URLS
// (comma-separated; npm test claims them) gives each worker its own Redis database, so BullMQ queues of two
// files never meet; without it, this setup claims empty databases on REDIS_URL's server itself (the one REDIS_URL
// names first) and empties them at the end. integration-worker-setup.mjs points each worker at its own pair
// before a test module imports anything. The copies are dropped at the end.
import { databaseNameOf, databaseUrlFor, dropDatabasesWithPrefix, ensureDatabaseExists } from '../lib/db.mjs';
import { claimRedisDatabases } from '../lib/redis.mjs';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const templateUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!templateUrl) return undefined; // tests/helpers.ts explains what is missing
  const serverUrl = process.env.TEST_PG_SERVER_URL ?? databaseUrlFor(templateUrl, 'postgres');
  const template = databaseNameOf(templateUrl);
  const prefix = `${template}_w`;
  const workers = project.config.maxWorkers;
  let redisUrls = (process.env.TEST_REDIS_URLS ?? '').split(',').filter(Boolean);
  let releaseRedis = async () => undefined;
  if (!redisUrls.length && process.env.REDIS_URL && workers > 1) {
    const claim = await claimRedisDatabases(process.env.REDIS_URL, workers);
    redisUrls = claim.urls;
    releaseRedis = claim.release;
  }

  // Copies left by a run that was killed hard would hold its data: start from fresh ones.
  await dropDatabasesWithPrefix(serverUrl, prefix);
  await Promise.all(
    Array.from({ length: workers }, (_, i) => ensureDatabaseExists(serverUrl, `${prefix}${i + 1}`, { template })),
  );
  project.provide('integrationWorkers', { serverUrl, prefix, redisUrls });
  return async () => {
    await dropDatabasesWithPrefix(serverUrl, prefix);
    await releaseRedis();
  };
}
