// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../app/i18n/i18n.ts';
import { apiRequest, setChallengeHandler } from './api-client.ts';
import { impersonationLandingPath } from './impersonation.ts';
import {
  clearImpersonationId,
  clearTokens,
  getImpersonationId,
  getPendingChallenge,
  setImpersonationId,
  setTokens,
} from './token-storage.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const tokens = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-token-number-1', expiresIn: 900 };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('impersonation in the API client', () => {
  it('sends Impersonation-Id on authenticated calls while an id is stored', async () => {
    setTokens(tokens);
    setImpersonationId(4);
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiRequest('/api/auth/me');
    expect(fetchMock.mock.calls[0]![1].headers['Impersonation-Id']).toBe('4');

    clearImpersonationId();
    await apiRequest('/api/auth/me');
    expect(fetchMock.mock.calls[1]![1].headers['Impersonation-Id']).toBeUndefined();
  });

  it('never sends it on the unauthenticated sign-in family', async () => {
    setImpersonationId(4);
    fetchMock.mockImplementation(async () => json(200, {}));
    await apiRequest('/api/auth/password-policy', { auth: false });
    expect(fetchMock.mock.calls[0]![1].headers['Impersonation-Id']).toBeUndefined();
  });

  it('forgets the impersonation when the session ends', () => {
    setTokens(tokens);
    setImpersonationId(4);
    clearTokens();
    expect(getImpersonationId()).toBeNull();
  });

  it('ignores a stored id that is not a positive integer', () => {
    localStorage.setItem('kc.impersonationId', 'abc');
    expect(getImpersonationId()).toBeNull();
  });
});

describe('the new-password challenge of sign-in', () => {
  it('stores the challenge, calls the handler and rejects with NEW_PASSWORD_REQUIRED', async () => {
    const handler = vi.fn();
    const unset = setChallengeHandler(handler);
    const challenge = { challengeName: 'NEW_PASSWORD_REQUIRED', session: 's'.repeat(40), email: 'a@b.test' };
    fetchMock.mockResolvedValue(json(200, challenge));
    await expect(apiRequest('/api/auth/sign-in', { method: 'POST', body: {}, auth: false, silent: true })).rejects.toMatchObject({
      code: 'NEW_PASSWORD_REQUIRED',
    });
    expect(handler).toHaveBeenCalledWith(challenge);
    expect(getPendingChallenge()).toEqual({ email: 'a@b.test', session: 's'.repeat(40) });
    unset();
  });
});

describe('impersonationLandingPath', () => {
  it('goes to the overview above property level and (until unit entry is known) at property level', () => {
    expect(impersonationLandingPath({ commercialLevel: 1 })).toBe('/overview');
    expect(impersonationLandingPath({ commercialLevel: 4 })).toBe('/overview');
  });
});
