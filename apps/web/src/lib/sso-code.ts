/** Spec 000 §2.4: a `code` query parameter on any route is kept as the single-sign-on code (session state ssoCode). */
export const SSO_CODE_KEY = 'kc.ssoCode';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberSsoCode(search: Record<string, unknown>): void {
  const code = search.code;
  // The router parses `?code=123456` as a number; anything that is not a plain value is not a code.
  if ((typeof code !== 'string' && typeof code !== 'number') || code === '') return;
  storage()?.setItem(SSO_CODE_KEY, String(code));
}

export function clearSsoCode(): void {
  storage()?.removeItem(SSO_CODE_KEY);
}
