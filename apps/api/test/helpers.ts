import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDatabase, type Database } from '@kc/services/db/client';
import { hashPassword } from '@kc/services/auth/password';
import { createRedis } from '@kc/services/jobs/run-worker';
import { syncReferenceData } from '@kc/services/access/sync-reference-data';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import * as factories from '@kc/services/fixtures/people';
import type { RoleId } from '@kc/domain/roles';
import { TokenSetSchema } from '@kc/domain/auth';
import { buildApp } from '../src/app.ts';
import { loadEnv, UNLIMITED_RATES } from '../src/env.ts';

export const TEST_PASSWORD = 'Correct-Horse-9!';

function requireEnv(name: string): string {
  const v = process.env[name];
  if (!v)
    throw new Error(`${name} is not set: run the suite through \`npm test\`, which provides a database and Redis`);
  return v;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Uploaded files of this test process (never the repository's .data directory). */
export const TEST_FILE_STORAGE_DIR = path.join(os.tmpdir(), `kc-test-files-${process.pid}`);

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: requireEnv('DATABASE_URL'),
    REDIS_URL: requireEnv('REDIS_URL'),
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    FILE_STORAGE_DIR: TEST_FILE_STORAGE_DIR,
    ...UNLIMITED_RATES,
    ...overrides,
  });
  const replica = env.DATABASE_REPLICA_URL ? { url: env.DATABASE_REPLICA_URL, redisUrl: env.REDIS_URL! } : undefined;
  const db = createDatabase(env.DATABASE_URL, 4, replica);
  await syncReferenceData(db);
  const redis = createRedis(env.REDIS_URL!);
  const app = await buildApp({ env, db, redis, logger: false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      redis.disconnect();
      await db.close();
    },
  };
}

/** A unique e-mail per call, so tests never collide with each other or with demo data. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@factory.test`;

let cachedHash: Promise<string> | undefined;
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function createInternalUser(db: Database, roleId: RoleId = 106, data: { disabled?: boolean } = {}) {
  return factories.createInternalUser(db.prisma, { roleId, passwordHash: await testPasswordHash(), ...data });
}

/** A login of the role on a new customer of its own (corporation, region, one property it is scoped to). */
export async function createSiteLogin(db: Database, roleId: RoleId = 203, data: { disabled?: boolean } = {}) {
  const { corporation, region, property } = await createCustomer(db.prisma);
  return factories.createSiteLogin(db.prisma, {
    roleId,
    corporationId: corporation.id,
    regionId: region.id,
    passwordHash: await testPasswordHash(),
    propertyIds: [property.id],
    ...data,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress });
}

/** Access tokens of a new internal administrator and of the demo property manager, and the manager's first property. */
export async function adminAndManager(t: TestContext, remoteAddress: string) {
  const tokenOf = async (email: string, password: string) =>
    TokenSetSchema.parse((await signIn(t.app, email, password, remoteAddress)).json()).accessToken;
  const admin = await tokenOf((await createInternalUser(t.db, 106)).email, TEST_PASSWORD);
  const manager = await tokenOf('manager@demo.test', 'DemoPass!2026');
  const me = await t.db.prisma.siteLogin.findUniqueOrThrow({
    where: { email: 'manager@demo.test' },
    include: { properties: { orderBy: { id: 'asc' } } },
  });
  return { admin, manager, propertyId: me.properties[0]!.id };
}
