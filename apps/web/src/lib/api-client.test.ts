// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import '#web/lib/i18n/i18n.ts';
import { apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-errors.ts';
import { getTokens, setTokens } from './token-storage.ts';
import { json } from '#web/test/api-stub.ts';

const tokenSet = (n: number, expiresIn = 900) => ({
  accessToken: `access-${n}`,
  idToken: `id-${n}`,
  refreshToken: `refresh-token-number-${n}`,
  expiresIn,
});

/** What the API client passes to fetch, narrowed so the assertions can read it. */
interface SentInit {
  method?: string;
  headers: Record<string, string>;
  body?: string;
}
let fetchMock: Mock<(url: string, init: SentInit) => Promise<Response>>;
let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUnauthorizedHandler(() => {});
});

describe('apiRequest', () => {
  it('sends the bearer token and returns the body', async () => {
    setTokens(tokenSet(1));
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.headers.Authorization).toBe('Bearer access-1');
  });

  it('refreshes an expiring token once for concurrent calls, then uses the new one', async () => {
    setTokens(tokenSet(1, 10));
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json(200, tokenSet(2));
      }
      return json(200, { auth: (init.headers as Record<string, string>).Authorization });
    });
    const results = await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(results).toEqual([{ auth: 'Bearer access-2' }, { auth: 'Bearer access-2' }, { auth: 'Bearer access-2' }]);
    expect(getTokens()?.refreshToken).toBe('refresh-token-number-2');
  });

  it('signs out with the unauthorized message when the refresh fails', async () => {
    setTokens(tokenSet(1, 0));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(
      json(401, { status: 401, code: 'UNAUTHORIZED', message: 'Session ended', fieldErrors: [] }),
    );
    await expect(apiRequest('/api/thing')).rejects.toBeInstanceOf(ApiError);
    expect(getTokens()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Your credentials are invalid or expired, redirecting to login' }),
    );
  });

  it('shows the forbidden message on 403 and keeps the session', async () => {
    setTokens(tokenSet(1));
    fetchMock.mockResolvedValueOnce(json(403, { status: 403, code: 'FORBIDDEN', message: 'nope', fieldErrors: [] }));
    await expect(apiRequest('/api/thing')).rejects.toMatchObject({ status: 403 });
    expect(getTokens()).not.toBeNull();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'api error 403', message: 'Forbidden resource, page may not load correctly' }),
    );
  });

  it('toasts other failures with the field errors, and stays quiet when silent', async () => {
    setTokens(tokenSet(1));
    const body = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      fieldErrors: [{ field: 'name', message: 'Required' }],
    };
    fetchMock.mockResolvedValueOnce(json(400, body));
    await expect(apiRequest('/api/thing', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'api error 400', message: 'name: Required' }));

    show.mockClear();
    fetchMock.mockResolvedValueOnce(
      json(500, { status: 500, code: 'INTERNAL', message: 'Server Error', fieldErrors: [] }),
    );
    await expect(apiRequest('/api/thing', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(show).not.toHaveBeenCalled();
  });

  it('does not sign out when an anonymous call (sign-in) gets 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(
      json(401, {
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Your e-mail address or password is incorrect',
        fieldErrors: [],
      }),
    );
    await expect(apiRequest('/api/auth/sign-in', { method: 'POST', auth: false, silent: true })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });
});
