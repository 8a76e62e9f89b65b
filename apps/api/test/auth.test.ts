import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kc/domain/messages';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MeSchema, TokenSetSchema } from '@kc/domain/auth';
import {
  createInternalUser,
  createSiteLogin,
  createTestApp,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/auth/sign-in', () => {
  it('signs an internal user in and /me reports the internal pool and role', async () => {
    const user = await createInternalUser(t.db, 106);
    const res = await signIn(t.app, user.email);
    expect(res.statusCode).toBe(200);
    const tokens = TokenSetSchema.parse(res.json());
    expect(tokens.refreshToken).not.toBe(tokens.accessToken);
    expect(Buffer.from(tokens.refreshToken, 'base64url').length).toBeGreaterThanOrEqual(16);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.accessToken) });
    expect(me.statusCode).toBe(200);
    const body = MeSchema.parse(me.json());
    expect(body).toMatchObject({
      id: user.id,
      pool: 'internal',
      role: 106,
      isInternalUser: true,
      isExternalUser: false,
      commercialLevel: 0,
      entityLevels: [],
    });
  });

  it('signs an external site login in with its scope in /me', async () => {
    const login = await createSiteLogin(t.db, 203);
    const res = await signIn(t.app, login.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const me = MeSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(res.json().accessToken) })).json(),
    );
    expect(me).toMatchObject({ pool: 'external', role: 203, commercialLevel: 4, isExternalUser: true, isStaff: true });
    expect(me.entityLevels).toContainEqual({
      entity: 'Property',
      id: login.properties[0]!.id,
      name: 'Factory Commons',
    });
    expect(me.corporation?.id).toBe(login.corporationId);
    // The id token names the pool, role and commercial level: the browser's hints for loading the landing page early.
    const claims = JSON.parse(Buffer.from(res.json().idToken.split('.')[1], 'base64url').toString()) as object;
    expect(claims).toMatchObject({ sub: `external:${me.id}`, role: 203, lvl: 4, typ: 'id' });
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const user = await createInternalUser(t.db, 101);
    const wrong = await signIn(t.app, user.email, 'Wrong-Password-1!');
    const unknown = await signIn(t.app, uniqueEmail('nobody'));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(res.json())).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Your e-mail address or password is incorrect',
      });
    }
  });

  it('refuses a disabled login with the same message', async () => {
    const login = await createSiteLogin(t.db, 205, { disabled: true });
    const res = await signIn(t.app, login.email);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your e-mail address or password is incorrect');
  });

  it.each([
    ['missing body', undefined, ['body']],
    ['missing fields', {}, ['email', 'password']],
    ['wrong types', { email: 42, password: true }, ['email', 'password']],
    ['malformed e-mail', { email: 'not-an-email', password: 'x' }, ['email']],
    ['oversized password', { email: 'a@b.test', password: 'x'.repeat(129) }, ['password']],
  ])('answers 400 with field errors for %s', async (_name, payload, fields) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: payload,
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors.map((f) => f.field).sort()).toEqual([...fields].sort());
  });

  it('answers 400 (not 500) for invalid JSON and 413 for an oversized body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).status).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(big.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('throttling (decision 0031)', () => {
  /** Failed attempts written as if they had happened `secondsAgo` (the database's clock), so no test waits. */
  const failuresInThePast = (email: string, ip: string, secondsAgo: number[]) =>
    t.db.pool.query(
      `INSERT INTO auth_attempts (kind, email, ip, success, created_at)
       SELECT 'sign-in', $1, $2, false, now() - make_interval(secs => s) FROM unnest($3::int[]) AS s`,
      [email, ip, secondsAgo],
    );
  const retryAfter = (res: Awaited<ReturnType<typeof signIn>>) => Number(res.headers['retry-after']);

  it('slows down one address guessing one account, with the seconds to wait, before refusing it', async () => {
    const user = await createInternalUser(t.db, 102);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, user.email, 'Nope-Nope-1!', '10.1.2.3')).statusCode).toBe(401);
    // The fourth attempt straight after the third must wait, even with the right password.
    const slowed = await signIn(t.app, user.email, TEST_PASSWORD, '10.1.2.3');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyAttempts });
    expect(retryAfter(slowed)).toBe(1);
    // Once the delay has passed (the failures are moved into the past), it may try again.
    await t.db.pool.query(`UPDATE auth_attempts SET created_at = created_at - interval '2 seconds' WHERE email = $1`, [
      user.email,
    ]);
    expect((await signIn(t.app, user.email, TEST_PASSWORD, '10.1.2.3')).statusCode).toBe(200);
  });

  it('refuses a pair at ten failures, while the same account still signs in from another address', async () => {
    const user = await createInternalUser(t.db, 102);
    await failuresInThePast(user.email, '10.1.3.3', [600, 500, 400, 300, 240, 200, 180, 150, 120, 90]);
    const locked = await signIn(t.app, user.email, TEST_PASSWORD, '10.1.3.3');
    expect(locked.statusCode).toBe(429);
    // The tenth latest failure (600 s ago) leaves the 15-minute window in about 300 s.
    expect(retryAfter(locked)).toBeGreaterThan(250);
    expect(retryAfter(locked)).toBeLessThanOrEqual(300);
    expect((await signIn(t.app, user.email, TEST_PASSWORD, '10.1.3.4')).statusCode).toBe(200);
  });

  it('keeps a ceiling per account over every address and per address over every account', async () => {
    const ctx = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5', AUTH_MAX_FAILURES_PER_ADDRESS: '5' });
    try {
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const ip = `10.${octet()}.${octet()}.${octet()}`;
      for (let i = 0; i < 5; i++)
        expect((await signIn(ctx.app, uniqueEmail('spray'), 'Whatever-1!', ip)).statusCode).toBe(401);
      const user = await createInternalUser(ctx.db, 100);
      expect((await signIn(ctx.app, user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
      expect((await signIn(ctx.app, user.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);

      const target = await createInternalUser(ctx.db, 100);
      for (let i = 0; i < 5; i++)
        expect((await signIn(ctx.app, target.email, 'Nope-Nope-1!', `10.2.${octet()}.${i}`)).statusCode).toBe(401);
      expect((await signIn(ctx.app, target.email, TEST_PASSWORD, '192.0.2.2')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token and refuses the old one, revoking the whole session on reuse', async () => {
    const user = await createInternalUser(t.db, 105);
    const first = TokenSetSchema.parse((await signIn(t.app, user.email)).json());

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(second.statusCode).toBe(200);
    const rotated = TokenSetSchema.parse(second.json());
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
    });
    expect(reuse.statusCode).toBe(401);
    // Reuse is treated as theft: the newest token of the family dies too, and so does the access token.
    const afterTheft = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(afterTheft.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(rotated.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('lets only one of two concurrent refreshes with the same token win', async () => {
    const user = await createInternalUser(t.db, 104);
    const tokens = TokenSetSchema.parse((await signIn(t.app, user.email)).json());
    const results = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('sign-out revokes the session: the refresh token and the access token stop working', async () => {
    const login = await createSiteLogin(t.db, 204);
    const tokens = TokenSetSchema.parse((await signIn(t.app, login.email)).json());
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: bearer(tokens.accessToken),
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('a login disabled after sign-in loses access at once', async () => {
    const user = await createInternalUser(t.db, 103);
    const tokens = TokenSetSchema.parse((await signIn(t.app, user.email)).json());
    await t.db.prisma.internalUser.update({ where: { id: user.id }, data: { disabled: true } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.accessToken) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: tokens.refreshToken } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses /me without a token, with a forged token and with an expired token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(none.json()).message).toBe(
      'Your credentials are invalid or expired, redirecting to login',
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJpbnRlcm5hbDoxIn0.AAAA'),
    });
    expect(forged.statusCode).toBe(401);
    const user = await createInternalUser(t.db, 106);
    const session = TokenSetSchema.parse((await signIn(t.app, user.email)).json());
    const claims = t.app.jwt.decode<{ sid: string }>(session.accessToken)!;
    const expired = t.app.jwt.sign(
      { sub: `internal:${user.id}`, sid: claims.sid, role: 106, typ: 'access' },
      { expiresIn: -10 },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(expired) })).statusCode).toBe(401);
    // The id token is not an access token.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.idToken) })).statusCode,
    ).toBe(401);
  });
});
