import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { identityChannel } from '@kc/services/auth/identity-version';
import { waitFor } from '@kc/services/fixtures/wait';
import { TokenSetSchema } from '@kc/domain/auth';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

// Two API instances on the same database and Redis, each with its own identity cache, stand for two API processes.
// The cache lives ten seconds here, far longer than the test: only the shared identity version (decision 0069) can
// make B refuse at once what A has just changed. Both listen for raises before the tests start, so B answers from
// memory and only the acknowledged announcement (decision 0084) can tell it.
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  [a, b] = await Promise.all([
    createTestApp({ IDENTITY_CACHE_MS: '10000' }),
    createTestApp({ IDENTITY_CACHE_MS: '10000' }),
  ]);
  const redis = new Redis(process.env.REDIS_URL!);
  const channel = identityChannel(redis);
  await waitFor(
    async () => {
      const [, listeners] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      return listeners >= 2 ? true : undefined;
    },
    { what: 'both processes to listen for raises' },
  ).finally(() => redis.disconnect());
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokensOf = async (t: TestContext, email: string) => TokenSetSchema.parse((await signIn(t.app, email)).json());
const signOut = (t: TestContext, tokens: { accessToken: string; refreshToken: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: bearer(tokens.accessToken),
    payload: { refreshToken: tokens.refreshToken },
  });
const me = (t: TestContext, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) }).then((r) => r.statusCode);

describe('the identity cache across API processes', () => {
  it('a session signed out in one process is refused by the other at once', async () => {
    const login = await createSiteLogin(a.db, 204);
    const tokens = await tokensOf(a, login.email);
    expect(await me(b, tokens.accessToken)).toBe(200);
    expect(await me(b, tokens.accessToken)).toBe(200); // now served from B's cache
    const out = await signOut(a, tokens);
    expect(out.statusCode).toBe(204);
    expect(await me(b, tokens.accessToken)).toBe(401);
  });

  it('a login disabled through one process is refused by the other at once', async () => {
    const admin = await tokensOf(a, (await createInternalUser(a.db, 106)).email);
    const user = await createInternalUser(a.db, 103);
    const tokens = await tokensOf(b, user.email);
    expect(await me(b, tokens.accessToken)).toBe(200);
    const { version } = await a.db.prisma.internalUser.findUniqueOrThrow({ where: { id: user.id } });
    const disabled = await a.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(admin.accessToken),
      payload: { disabled: true, version },
    });
    expect(disabled.statusCode, disabled.body).toBeLessThan(300);
    expect(await me(b, tokens.accessToken)).toBe(401);
  });

  it('a right granted or removed through one process is honoured by the other at once', async () => {
    const admin = await tokensOf(a, (await createInternalUser(a.db, 106)).email);
    const staff = await createSiteLogin(a.db, 205);
    const token = (await tokensOf(b, staff.email)).accessToken;
    const accessRoles = () =>
      b.app
        .inject({ method: 'GET', url: '/api/access-roles/property-roles', headers: bearer(token) })
        .then((r) => r.statusCode);
    const setRight = async (checked: boolean) => {
      const res = await a.app.inject({
        method: 'PUT',
        url: `/api/staff-permission/${staff.id}`,
        headers: bearer(admin.accessToken),
        payload: [{ id: 'SiteLogin_READ', checked }],
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await setRight(false);
    expect(await accessRoles()).toBe(403);
    await setRight(true);
    expect(await accessRoles()).toBe(200);
    expect(await accessRoles()).toBe(200); // cached in B
    await setRight(false);
    expect(await accessRoles()).toBe(403);
  });

  it('a change whose raise a process never acknowledges still stands, and is counted for the operator', async () => {
    const login = await createSiteLogin(a.db, 204);
    const tokens = await tokensOf(a, login.email);
    const failures = async () =>
      (await a.app.metrics.registry.getSingleMetric('kc_identity_version_raise_failures_total')!.get()).values[0]!
        .value;
    const before = await failures();
    // A listener that hears the announcement and never answers: a stuck process.
    const stuck = new Redis(process.env.REDIS_URL!);
    try {
      await stuck.subscribe(identityChannel(stuck));
      const out = await signOut(a, tokens);
      expect(out.statusCode).toBe(204);
    } finally {
      stuck.disconnect();
    }
    expect(await failures()).toBe(before + 1);
    // The processes that did acknowledge refuse the session.
    expect(await me(b, tokens.accessToken)).toBe(401);
  });
});
