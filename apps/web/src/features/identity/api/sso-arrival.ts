import type { SsoCallback } from './sso.ts';

// Read by /login-sso's beforeLoad, which sits in the app's entry: this module imports no code (decision 0050).

export type SsoArrival = { kind: 'callback'; callback: SsoCallback } | { kind: 'missing-code' } | { kind: 'start' };

/**
 * What a visit to /login-sso is, from the raw query (read as sent: the router's search parsing would turn a
 * numeric-looking code into a number). A provider answer without a code (an error, or a bare state) is the spec's
 * "no SSO code" case.
 */
export function readSsoArrival(search: string): SsoArrival {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) return { kind: 'callback', callback: { code, state, iss: params.get('iss') ?? undefined } };
  if (code || state || params.has('error')) return { kind: 'missing-code' };
  return { kind: 'start' };
}
