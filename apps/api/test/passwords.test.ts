import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { NewPasswordChallengeSchema, TokenSetSchema } from '@kc/domain/auth';
import { PasswordPolicySchema } from '@kc/domain/password-policy';
import { runWorker, type WorkerHandle } from '@kc/services/jobs/run-worker';
import {
  createInternalUser,
  createSiteLogin,
  createTestApp,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
  type TestContext,
} from './helpers.ts';
import { startMailCatcher } from '@kc/services/fixtures/mail-catcher';

let t: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let worker: WorkerHandle;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  mail = await startMailCatcher();
  worker = await runWorker({
    redisUrl: process.env.REDIS_URL!,
    db: t.db,
    mail: { smtpUrl: mail.url, from: 'Portal <no-reply@portal.test>' },
    log: quiet,
  });
});
afterAll(async () => {
  await worker.close();
  await mail.close();
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NEW_PASSWORD = 'Lantern-Quarry-58!';
const post = (url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const codeIn = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

describe('GET /api/auth/password-policy', () => {
  it('serves the rules with a minimum of 12 and a maximum of 128', async () => {
    const res = await t.app.inject({ url: '/api/auth/password-policy' });
    expect(res.statusCode).toBe(200);
    expect(PasswordPolicySchema.parse(res.json())).toMatchObject({
      minimumLength: 12,
      maximumLength: 128,
      requireSymbols: true,
    });
  });
});

describe('forgotten password', () => {
  it('e-mails a code through the outbox and worker; the code sets a new password and ends every session', async () => {
    const user = await createSiteLogin(t.db, 203);
    const before = TokenSetSchema.parse((await signIn(t.app, user.email)).json());

    const req = await post('/api/auth/forgot-password', { email: user.email });
    expect(req.statusCode).toBe(202);
    const [message] = await mail.waitFor(user.email);
    const code = codeIn(message!.text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post('/api/auth/confirm-forgot-password', {
      email: user.email,
      code: code === '000000' ? '111111' : '000000',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(wrong.json())).toMatchObject({
      code: 'INVALID_RESET_CODE',
      message: 'Invalid reset code',
    });

    const ok = await post('/api/auth/confirm-forgot-password', { email: user.email, code, newPassword: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed' });

    expect((await signIn(t.app, user.email)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(before.accessToken) })).statusCode).toBe(401);
    // A used code cannot be used again.
    expect(
      (await post('/api/auth/confirm-forgot-password', { email: user.email, code, newPassword: 'Another-Quarry-77!' }))
        .statusCode,
    ).toBe(400);
    const audit = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'SiteLogin', entityId: String(user.id), path: 'password' },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.newValue).toBe('[redacted]');
  });

  it('says so when no user has the e-mail', async () => {
    const res = await post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Could not find a user with this e-mail');
  });

  it('kills a code after five wrong tries, from whichever addresses they come', async () => {
    const user = await createInternalUser(t.db, 101);
    await post('/api/auth/forgot-password', { email: user.email });
    const code = codeIn((await mail.waitFor(user.email))[0]!.text)!;
    const wrongCode = code === '999999' ? '999998' : '999999';
    // Each try from its own address: from one address the throttle's delay would answer 429 from the fourth.
    for (let i = 0; i < 5; i++)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/confirm-forgot-password',
            payload: { email: user.email, code: wrongCode, newPassword: NEW_PASSWORD },
            remoteAddress: `10.77.0.${i + 1}`,
          })
        ).statusCode,
      ).toBe(400);
    const late = await post('/api/auth/confirm-forgot-password', {
      email: user.email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid reset code');
  });

  it('refuses a weak or common new password with field errors, and changes nothing', async () => {
    const user = await createInternalUser(t.db, 102);
    await post('/api/auth/forgot-password', { email: user.email });
    const code = codeIn((await mail.waitFor(user.email))[0]!.text)!;
    for (const weak of ['short', 'Password123!', user.email.split('@')[0] + 'Aa1!xyz']) {
      const res = await post('/api/auth/confirm-forgot-password', { email: user.email, code, newPassword: weak });
      expect(res.statusCode).toBe(400);
      const body = ErrorBodySchema.parse(res.json());
      expect(body.fieldErrors.length).toBeGreaterThan(0);
      expect(body.fieldErrors.every((f) => f.field === 'newPassword')).toBe(true);
    }
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/forgot-password', {}, ['email']],
    ['/api/auth/confirm-forgot-password', { email: 'x@y.test', code: 'abc' }, ['code', 'newPassword']],
    ['/api/auth/new-password', { email: 'bad' }, ['email', 'session', 'newPassword']],
  ])('%s answers 400 with field errors for bad bodies', async (url, payload, fields) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(
      ErrorBodySchema.parse(res.json())
        .fieldErrors.map((f) => f.field)
        .sort(),
    ).toEqual([...fields].sort());
  });
});

describe('change password while signed in', () => {
  it('needs the current password, then signs out every other session but this one', async () => {
    const user = await createInternalUser(t.db, 100);
    const other = TokenSetSchema.parse((await signIn(t.app, user.email)).json());
    const mine = TokenSetSchema.parse((await signIn(t.app, user.email)).json());

    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'Not-It-123!', newPassword: NEW_PASSWORD },
      bearer(mine.accessToken),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT', message: 'Password incorrect, try again' });

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/password-update',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      headers: bearer(mine.accessToken),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed' });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(mine.accessToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(other.accessToken) })).statusCode).toBe(401);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await post('/api/auth/change-password', { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
  });
});

describe('admin set-password and the new-password challenge', () => {
  it('a temporary password must be replaced before tokens are given', async () => {
    const admin = await createInternalUser(t.db, 106);
    const adminTokens = TokenSetSchema.parse((await signIn(t.app, admin.email)).json());
    const login = await createSiteLogin(t.db, 204);
    const loginTokens = TokenSetSchema.parse((await signIn(t.app, login.email)).json());

    const set = await post(
      '/api/admin-set-password',
      { email: login.email, password: 'Temporary-Key-42!' },
      bearer(adminTokens.accessToken),
    );
    expect(set.statusCode).toBe(200);
    // The login's open sessions end.
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(loginTokens.accessToken) })).statusCode).toBe(
      401,
    );

    const challengeRes = await signIn(t.app, login.email, 'Temporary-Key-42!');
    expect(challengeRes.statusCode).toBe(200);
    const challenge = NewPasswordChallengeSchema.parse(challengeRes.json());
    expect(challenge.challengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challengeRes.json().accessToken).toBeUndefined();

    const badSession = await post('/api/auth/new-password', {
      email: login.email,
      session: 'x'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(badSession.statusCode).toBe(401);
    const done = await post('/api/auth/new-password', {
      email: login.email,
      session: challenge.session,
      newPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    TokenSetSchema.parse(done.json());
    expect((await signIn(t.app, login.email, NEW_PASSWORD)).json().accessToken).toBeTypeOf('string');
    const audit = await t.db.prisma.auditRevision.findFirst({
      where: { entityType: 'SiteLogin', entityId: String(login.id), path: 'password', actorId: admin.id },
    });
    expect(audit?.actorPool).toBe('internal');
  });

  it('is refused without the identity-admin right (403) and for an unknown e-mail (404)', async () => {
    const sales = await createInternalUser(t.db, 101);
    const salesTokens = TokenSetSchema.parse((await signIn(t.app, sales.email)).json());
    const target = await createSiteLogin(t.db, 205);
    const res = await post(
      '/api/admin-set-password',
      { email: target.email, password: 'Temporary-Key-42!' },
      bearer(salesTokens.accessToken),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Forbidden resource, page may not load correctly');
    const admin = await createInternalUser(t.db, 105);
    const adminTokens = TokenSetSchema.parse((await signIn(t.app, admin.email)).json());
    expect(
      (
        await post(
          '/api/admin-set-password',
          { email: uniqueEmail('nobody'), password: 'Temporary-Key-42!' },
          bearer(adminTokens.accessToken),
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/email/password-reset/{id}', () => {
  it('e-mails the login a reset code and answers "Sent password reset email"', async () => {
    const admin = await createInternalUser(t.db, 106);
    const adminTokens = TokenSetSchema.parse((await signIn(t.app, admin.email)).json());
    const login = await createSiteLogin(t.db, 203);
    const res = await post(
      `/api/email/password-reset/${login.id}`,
      { emailAddress: login.email },
      bearer(adminTokens.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sent password reset email' });
    expect(codeIn((await mail.waitFor(login.email))[0]!.text)).toMatch(/^\d{6}$/);
  });

  it("hides another customer's login (404) from an external administrator", async () => {
    const manager = await createSiteLogin(t.db, 203);
    const tokens = TokenSetSchema.parse((await signIn(t.app, manager.email)).json());
    const stranger = await createSiteLogin(t.db, 205);
    const res = await post(`/api/email/password-reset/${stranger.id}`, {}, bearer(tokens.accessToken));
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.prisma.outboxMessage.count({ where: { payload: { path: ['to'], equals: stranger.email } } }),
    ).toBe(0);
  });
});
