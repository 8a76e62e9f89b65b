import type { AddressInfo } from 'node:net';
import http from 'node:http';
import Provider from 'oidc-provider';

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. Its development login page accepts any login
 * name, which becomes the account's e-mail claim.
 */
export async function startIdentityProvider(redirectUris: string[]): Promise<TestIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'key-control-portal';
  const clientSecret = 'a-test-client-secret-of-decent-length';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: sub, email_verified: true, name: sub }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  provider.on('server_error', () => undefined);
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));
  return { issuer, clientId, clientSecret, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Plays the browser through the provider: follows redirects, signs in as `login` on the development login page,
 * consents, and returns the URL the provider finally redirects to (the portal's /login-sso callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, callbackPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(callbackPrefix)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookie() },
      redirect: 'manual',
    });
    remember(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without form at ${url.href}: ${res.status}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt: prompt ?? 'consent' },
    );
    url = new URL(action.replaceAll('&amp;', '&'), url);
  }
  throw new Error('too many redirects at the identity provider');
}
