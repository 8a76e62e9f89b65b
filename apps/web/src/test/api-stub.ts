import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer of the API, for a stubbed `fetch`. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * For a test file whose component calls the API: a live session is stored before each test (so `apiRequest` sends
 * a token and does not refresh first), and the stubbed `fetch` and the storage are cleared after it.
 */
export function withSignedInSession(): void {
  beforeEach(() => {
    localStorage.setItem(
      'kc.session',
      JSON.stringify({
        accessToken: 'a',
        idToken: 'i',
        refreshToken: 'r'.repeat(30),
        expiresAt: Date.now() + 3_600_000,
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
