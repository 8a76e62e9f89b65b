import * as oidc from 'openid-client';
import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import type { ServiceContext } from '../context.ts';
import { loadPrincipal } from '../auth/principal.ts';
import { issueRefreshToken, type SessionMeta } from '../auth/refresh-tokens.ts';
import type { SignInResult } from '../auth/sign-in.ts';
import { SSO_NOT_SET_UP, ssoRedirectUri } from './sso-organizations.ts';

const STATE_LIFETIME_MS = 10 * 60_000;
export const SSO_USER_NOT_FOUND = 'Unable to determine current user';

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/** Discovery per sign-in: providers rotate keys and endpoints, and a sign-in is rare enough not to need a cache. */
async function providerConfig(issuer: string, clientId: string, clientSecret: string) {
  const url = new URL(issuer);
  // Plain http is accepted only for a provider on this machine (development and tests).
  const options = url.protocol === 'http:' && isLoopback(url) ? { execute: [oidc.allowInsecureRequests] } : undefined;
  try {
    return await oidc.discovery(url, clientId, clientSecret, undefined, options);
  } catch (err) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `The single sign-on provider could not be reached: ${(err as Error).message}`,
    );
  }
}

async function enabledConfig(ctx: ServiceContext, corporationId: number) {
  const config = await ctx.db.prisma.ssoConfig.findUnique({ where: { corporationId } });
  if (!config || !config.enabled) throw new AppError('NOT_FOUND', SSO_NOT_SET_UP);
  return config;
}

/** Starts an authorization-code flow with PKCE; state, nonce and verifier stay server-side. */
export async function startSsoLogin(ctx: ServiceContext, corporationId: number): Promise<{ authorizationUrl: string }> {
  const config = await enabledConfig(ctx, corporationId);
  const provider = await providerConfig(config.issuer, config.clientId, config.clientSecret);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = ssoRedirectUri(ctx);
  await ctx.db.prisma.ssoLoginState.create({
    data: {
      state,
      corporationId,
      codeVerifier,
      nonce,
      redirectUri,
      expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
    },
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: url.href };
}

/**
 * Finishes single sign-on: exchanges the code, reads the verified e-mail and signs in the site login with that
 * e-mail, which must belong to the same corporation, have single sign-on turned on, and be enabled.
 */
export async function finishSsoLogin(
  ctx: ServiceContext,
  input: { code: string; state: string; iss?: string },
  meta: SessionMeta,
): Promise<SignInResult> {
  const claimed = await ctx.db.prisma.ssoLoginState.updateMany({
    where: { state: input.state, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (claimed.count !== 1) throw new AppError('UNAUTHORIZED', MESSAGES.challengeExpired);
  const flow = await ctx.db.prisma.ssoLoginState.findUniqueOrThrow({ where: { state: input.state } });
  const config = await enabledConfig(ctx, flow.corporationId);
  const provider = await providerConfig(config.issuer, config.clientId, config.clientSecret);

  let email: string | undefined;
  let emailVerified: unknown;
  try {
    const callback = new URL(flow.redirectUri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    // RFC 9207: providers that name themselves in the callback are checked against the configured issuer.
    if (input.iss) callback.searchParams.set('iss', input.iss);
    const tokens = await oidc.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const claims = tokens.claims();
    email = typeof claims?.email === 'string' ? claims.email : undefined;
    emailVerified = claims?.email_verified;
    if (!email && claims?.sub) {
      const info = await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
      email = info.email;
      emailVerified = info.email_verified;
    }
  } catch (err) {
    ctx.log.warn(
      { event: 'auth.sso.exchange-failed', corporationId: flow.corporationId, err: (err as Error).message },
      'SSO code exchange failed',
    );
    throw new AppError('UNAUTHORIZED', MESSAGES.challengeExpired);
  }
  if (!email || emailVerified === false) throw new AppError('UNAUTHORIZED', SSO_USER_NOT_FOUND);
  const normalized = email.toLowerCase();
  const domain = normalized.split('@')[1] ?? '';
  const login = await ctx.db.prisma.siteLogin.findFirst({
    where: {
      email: normalized,
      corporationId: flow.corporationId,
      isSsoEnabled: true,
      disabled: false,
      deletedAt: null,
    },
    select: { id: true },
  });
  if (!login || (config.emailDomains.length > 0 && !config.emailDomains.includes(domain))) {
    ctx.log.info(
      { event: 'auth.sso.no-login', corporationId: flow.corporationId, email: normalized },
      'SSO user has no site login',
    );
    throw new AppError('NOT_FOUND', SSO_USER_NOT_FOUND);
  }
  const principal = (await loadPrincipal(ctx.db, 'external', login.id))!;
  const issued = await issueRefreshToken(ctx.db, 'external', principal.id, ctx.auth.refreshTokenTtlDays, meta);
  ctx.log.info(
    { event: 'auth.sign-in', method: 'sso', pool: 'external', principalId: principal.id },
    'signed in with SSO',
  );
  return { principal, ...issued };
}
