import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema, TokenSetSchema } from '@kc/domain/auth';
import { ErrorBodySchema } from '@kc/domain/errors';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';
import { signInAtProvider, startIdentityProvider, type TestIdentityProvider } from './oidc-provider.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
let t: TestContext;
let idp: TestIdentityProvider;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  idp = await startIdentityProvider([`${PUBLIC_URL}/login-sso`]);
  const admin = await createInternalUser(t.db, 106);
  adminToken = TokenSetSchema.parse((await signIn(t.app, admin.email)).json()).accessToken;
});
afterAll(async () => {
  await idp.close();
  await t.close();
});

const json = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function ssoCustomer(domain: string) {
  const login = await createSiteLogin(t.db, 202);
  const email = `${login.email.split('@')[0]}@${domain}`;
  await t.db.prisma.siteLogin.update({ where: { id: login.id }, data: { email, isSsoEnabled: true } });
  const saved = await json(
    'PUT',
    `/api/sso/config/${login.corporationId}`,
    { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, emailDomains: [domain] },
    adminToken,
  );
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ hasClientSecret: true, redirectUri: `${PUBLIC_URL}/login-sso` });
  expect(JSON.stringify(saved.json())).not.toContain(idp.clientSecret);
  return { ...login, email };
}

describe('single sign-on', () => {
  it('finds the organization by e-mail domain and by id', async () => {
    const login = await ssoCustomer(`org-${Date.now()}.test`);
    const byEmail = await json('POST', '/api/sso/get-organization', { email: login.email });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ corporationId: login.corporationId, enabled: true });
    expect((await json('GET', `/api/sso/get-organization/${login.corporationId}`)).json().corporationId).toBe(
      login.corporationId,
    );
    const none = await json('POST', '/api/sso/get-organization', { email: 'someone@no-sso.test' });
    expect(none.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(none.json()).message).toBe('SSO not set up or ID not found');
  });

  it('signs a site login in through a real OpenID provider with code + PKCE', async () => {
    const login = await ssoCustomer(`pkce-${Date.now()}.test`);
    const start = await json('POST', '/api/sso/authorize', { corporationId: login.corporationId });
    expect(start.statusCode).toBe(200);
    const authUrl = new URL(start.json().authorizationUrl);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/login-sso`);

    const callback = await signInAtProvider(authUrl.href, login.email, `${PUBLIC_URL}/login-sso`);
    const code = callback.searchParams.get('code')!;
    const state = callback.searchParams.get('state')!;
    const iss = callback.searchParams.get('iss')!;
    expect(iss).toBe(idp.issuer);
    const exchanged = await json('POST', '/api/sso/token', { code, state, iss });
    expect(exchanged.statusCode).toBe(200);
    const tokens = TokenSetSchema.parse(exchanged.json());
    const me = MeSchema.parse((await json('GET', '/api/auth/me', undefined, tokens.accessToken)).json());
    expect(me).toMatchObject({ id: login.id, role: 202, isExternalUser: true });
    // The state is single use.
    expect((await json('POST', '/api/sso/token', { code, state, iss })).statusCode).toBe(401);
  });

  it('refuses an e-mail with no SSO-enabled login in that corporation', async () => {
    const login = await ssoCustomer(`nouser-${Date.now()}.test`);
    const start = await json('POST', '/api/sso/authorize', { corporationId: login.corporationId });
    const callback = await signInAtProvider(
      start.json().authorizationUrl,
      `stranger@${login.email.split('@')[1]}`,
      `${PUBLIC_URL}/login-sso`,
    );
    const res = await json('POST', '/api/sso/token', Object.fromEntries(callback.searchParams));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Unable to determine current user');
  });

  it('refuses a login of another corporation even when the provider vouches for its e-mail', async () => {
    const login = await ssoCustomer(`cross-${Date.now()}.test`);
    const other = await ssoCustomer(`cross2-${Date.now()}.test`);
    const start = await json('POST', '/api/sso/authorize', { corporationId: login.corporationId });
    const callback = await signInAtProvider(start.json().authorizationUrl, other.email, `${PUBLIC_URL}/login-sso`);
    expect((await json('POST', '/api/sso/token', Object.fromEntries(callback.searchParams))).statusCode).toBe(404);
  });

  it('refuses a forged state and validates the configuration input', async () => {
    expect((await json('POST', '/api/sso/token', { code: 'abc', state: 'not-a-real-state-value' })).statusCode).toBe(
      401,
    );
    const login = await createSiteLogin(t.db, 200);
    const bad = await json(
      'PUT',
      `/api/sso/config/${login.corporationId}`,
      { issuer: 'not a url', clientId: '', emailDomains: ['bad domain'] },
      adminToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      ErrorBodySchema.parse(bad.json())
        .fieldErrors.map((f) => f.field)
        .sort(),
    ).toEqual(['clientId', 'emailDomains.0', 'issuer']);
    const noSecret = await json(
      'PUT',
      `/api/sso/config/${login.corporationId}`,
      { issuer: idp.issuer, clientId: 'x' },
      adminToken,
    );
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().fieldErrors).toEqual([{ field: 'clientSecret', message: 'Required' }]);
    // Once a secret is stored, an update may leave it out and keeps it.
    const first = await json(
      'PUT',
      `/api/sso/config/${login.corporationId}`,
      { issuer: idp.issuer, clientId: 'x', clientSecret: 'kept-secret' },
      adminToken,
    );
    expect(first.statusCode).toBe(200);
    const update = await json(
      'PUT',
      `/api/sso/config/${login.corporationId}`,
      { issuer: idp.issuer, clientId: 'y', emailDomains: ['kept.test'] },
      adminToken,
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ clientId: 'y', hasClientSecret: true, emailDomains: ['kept.test'] });
    expect(
      (await t.db.prisma.ssoConfig.findUniqueOrThrow({ where: { corporationId: login.corporationId } })).clientSecret,
    ).toBe('kept-secret');
  });

  it('lets only system and super administrators manage the configuration', async () => {
    const login = await createSiteLogin(t.db, 200);
    const sales = TokenSetSchema.parse(
      (await signIn(t.app, (await createInternalUser(t.db, 101)).email)).json(),
    ).accessToken;
    expect((await json('GET', `/api/sso/config/${login.corporationId}`, undefined, sales)).statusCode).toBe(403);
    const customer = TokenSetSchema.parse((await signIn(t.app, login.email)).json()).accessToken;
    expect(
      (
        await json(
          'PUT',
          `/api/sso/config/${login.corporationId}`,
          { issuer: idp.issuer, clientId: 'x', clientSecret: 'y' },
          customer,
        )
      ).statusCode,
    ).toBe(403);
  });
});
