import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

// Issue 12, item 2 (decision 0031): @fastify/rate-limit on Redis for sign-in, every anonymous route, device ingestion
// per credential, exports and search per login; limits from the environment; 429 with Retry-After in the one shape.
const LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
  RATE_LIMIT_INGEST_PER_MINUTE: '2',
  RATE_LIMIT_EXPORT_PER_MINUTE: '1',
  RATE_LIMIT_SEARCH_PER_MINUTE: '2',
};
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  // Two API processes on one Redis, as behind a load balancer.
  a = await createTestApp(LIMITS);
  b = await createTestApp(LIMITS);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

/** A fresh address per test, so counts never carry over between tests or runs inside the window. */
const freshIp = () => `10.${[...randomBytes(3)].map((n) => (n % 250) + 1).join('.')}`;

const expectLimited = (res: Awaited<ReturnType<typeof signIn>>) => {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(ErrorBodySchema.parse(res.json())).toMatchObject({
    status: 429,
    code: 'TOO_MANY_ATTEMPTS',
    message: MESSAGES.tooManyRequests,
  });
};

describe('sign-in', () => {
  it('is limited per address, with the count shared by every API process', async () => {
    const ip = freshIp();
    const user = await createInternalUser(a.db, 100);
    expect((await signIn(a.app, 'nobody@factory.test', 'Whatever-1!', ip)).statusCode).toBe(401);
    expect((await signIn(b.app, 'nobody2@factory.test', 'Whatever-1!', ip)).statusCode).toBe(401);
    expect((await signIn(a.app, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    expectLimited(await signIn(b.app, user.email, TEST_PASSWORD, ip));
    // Another address is not affected.
    expect((await signIn(a.app, user.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
  });
});

describe('anonymous routes', () => {
  it('are limited per address by default, while health probes are not', async () => {
    const ip = freshIp();
    const policy = () => a.app.inject({ method: 'GET', url: '/api/auth/password-policy', remoteAddress: ip });
    expect((await policy()).statusCode).toBe(200);
    expect((await policy()).statusCode).toBe(200);
    expectLimited(await policy());
    for (let i = 0; i < 4; i++)
      expect((await a.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('device routes', () => {
  it('are limited per credential, not per address', async () => {
    const ip = freshIp();
    const me = (token: string) =>
      a.app.inject({
        method: 'GET',
        url: '/api/devices/me',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
    const first = `kcd_${randomBytes(8).toString('hex')}`;
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(401);
    expectLimited(await me(first));
    expect((await me(`kcd_${randomBytes(8).toString('hex')}`)).statusCode).toBe(401);
  });
});

describe('search and exports', () => {
  it('are limited per signed-in login', async () => {
    const token = async () =>
      TokenSetSchema.parse(
        (await signIn(a.app, (await createInternalUser(a.db, 106)).email, TEST_PASSWORD, freshIp())).json(),
      ).accessToken;
    const [first, second] = [await token(), await token()];
    const search = (bearer: string) =>
      a.app.inject({ method: 'GET', url: '/api/search?query=demo', headers: { authorization: `Bearer ${bearer}` } });
    expect((await search(first)).statusCode).toBe(200);
    expect((await search(first)).statusCode).toBe(200);
    expectLimited(await search(first));
    expect((await search(second)).statusCode).toBe(200);

    const property = await a.db.prisma.property.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const exportKeysOut = (bearer: string) =>
      a.app.inject({
        method: 'POST',
        url: `/api/reports/${property.id}/keys-out/export`,
        headers: { authorization: `Bearer ${bearer}` },
        payload: { criteria: {} },
      });
    expect((await exportKeysOut(first)).statusCode).toBe(200);
    expectLimited(await exportKeysOut(first));
  });
});

describe('without Redis', () => {
  it('lets requests through instead of failing them', async () => {
    const offline = await createTestApp({ ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      const user = await createInternalUser(offline.db, 100);
      expect((await signIn(offline.app, user.email, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('states each limited operation’s limit and its 429 answer', async () => {
    // From an address of its own: the document is a public route, limited like every other.
    const answer = await a.app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress: freshIp() });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json<{
      paths: Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    }>();
    const signInOp = doc.paths['/api/auth/sign-in']!.post!;
    expect(signInOp.description).toContain('Rate limited: 3 requests a minute per client address');
    expect(signInOp.responses['429']).toBeDefined();
    expect(doc.paths['/api/devices/transactions']!.post!.description).toContain('per device credential');
    expect(doc.paths['/api/health']!.get!.responses['429']).toBeUndefined();
  });
});
