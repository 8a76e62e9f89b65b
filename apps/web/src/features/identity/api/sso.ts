import { TokenSetSchema } from '@kc/domain/auth';
import { SsoAuthorizeResponseSchema, SsoOrganizationSchema } from '@kc/domain/sso';
import { apiRequest } from '#web/lib/api-client.ts';

/** What /login-sso shows: the e-mail step, the code exchange in progress, or why it failed. */
export type SsoView = { name: 'email' } | { name: 'exchanging' } | { name: 'failed'; message: string };

/** Which corporation's single sign-on covers this e-mail (404 "SSO not set up or ID not found"). */
export function getSsoOrganization(email: string) {
  return apiRequest('/api/sso/get-organization', {
    method: 'POST',
    body: { email },
    schema: SsoOrganizationSchema,
    auth: false,
    silent: true,
  });
}

/** The provider URL that starts the code flow (the server keeps the PKCE verifier and state). */
export async function authorizeSso(corporationId: number): Promise<string> {
  const { authorizationUrl } = await apiRequest('/api/sso/authorize', {
    method: 'POST',
    body: { corporationId },
    schema: SsoAuthorizeResponseSchema,
    auth: false,
    silent: true,
  });
  return authorizationUrl;
}

export interface SsoCallback {
  code: string;
  state: string;
  iss?: string;
}

/** Exchanges the callback's query, exactly as it came, for the portal's token set. */
export function exchangeSsoCode(callback: SsoCallback) {
  const body: SsoCallback = {
    code: callback.code,
    state: callback.state,
    ...(callback.iss ? { iss: callback.iss } : {}),
  };
  return apiRequest('/api/sso/token', { method: 'POST', body, schema: TokenSetSchema, auth: false, silent: true });
}
