// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import '#web/lib/i18n/i18n.ts';
import { apiRequest, setChallengeHandler } from './api-client.ts';
import { endImpersonationPath, impersonationLandingPath } from './impersonation.ts';
import {
  clearImpersonationId,
  clearTokens,
  getImpersonationId,
  getPendingChallenge,
  setImpersonationId,
  setTokens,
} from './token-storage.ts';
import { json } from '#web/test/api-stub.ts';

const tokens = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-token-number-1', expiresIn: 900 };
/** What the API client passes to fetch, narrowed so the assertions can read it. */
interface SentInit {
  method?: string;
  headers: Record<string, string>;
  body?: string;
}
let fetchMock: Mock<(url: string, init: SentInit) => Promise<Response>>;

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
    await expect(
      apiRequest('/api/auth/sign-in', { method: 'POST', body: {}, auth: false, silent: true }),
    ).rejects.toMatchObject({
      code: 'NEW_PASSWORD_REQUIRED',
    });
    expect(handler).toHaveBeenCalledWith(challenge);
    expect(getPendingChallenge()).toEqual({ email: 'a@b.test', session: 's'.repeat(40) });
    unset();
  });
});

describe('impersonationLandingPath', () => {
  const htInfo = (customerUnitEntry: boolean) => ({
    canceled: false,
    paymentDelinquent: false,
    temporaryAccessDate: null,
    customerUnitEntry,
  });
  it("goes to property verification when a property-level login's first property awaits unit entry", () => {
    expect(impersonationLandingPath({ commercialLevel: 4 }, { id: 7, htInfo: htInfo(true) })).toEqual({
      to: '/property-verification/$propertyId',
      params: { propertyId: '7' },
    });
  });
  it('goes to the overview otherwise', () => {
    expect(impersonationLandingPath({ commercialLevel: 4 }, { id: 7, htInfo: htInfo(false) })).toEqual({
      to: '/overview',
    });
    expect(impersonationLandingPath({ commercialLevel: 4 }, null)).toEqual({ to: '/overview' });
    expect(impersonationLandingPath({ commercialLevel: 3 }, { id: 7, htInfo: htInfo(true) })).toEqual({
      to: '/overview',
    });
  });
});

describe('endImpersonationPath', () => {
  const login = (commercialLevel: number) => ({
    commercialLevel,
    corporation: { id: 1, name: 'Summit' },
    entityLevels: [
      { entity: 'Corporation' as const, id: 1, name: 'Summit' },
      { entity: 'Division' as const, id: 2, name: 'South' },
      { entity: 'Region' as const, id: 3, name: 'Texas' },
      { entity: 'Property' as const, id: 4, name: 'Maple Grove' },
    ],
  });
  const none = { property: null, region: null, division: null };
  it("returns to the selected property's site logins, region or division page", () => {
    expect(endImpersonationPath(login(4), { ...none, property: 9 })).toEqual({
      to: '/property/$propertyId/site-logins',
      params: { propertyId: '9' },
    });
    expect(endImpersonationPath(login(3), { ...none, region: 8 })).toEqual({
      to: '/region/$regionId',
      params: { regionId: '8' },
    });
    expect(endImpersonationPath(login(2), { ...none, division: 6 })).toEqual({
      to: '/division/$divisionId',
      params: { divisionId: '6' },
    });
  });
  it("falls back to the login's first entity of its level, the corporation, then the dashboard", () => {
    expect(endImpersonationPath(login(4), none)).toEqual({
      to: '/property/$propertyId/site-logins',
      params: { propertyId: '4' },
    });
    expect(endImpersonationPath(login(1), none)).toEqual({
      to: '/corporation/$corporationId',
      params: { corporationId: '1' },
    });
    expect(endImpersonationPath(undefined, none)).toEqual({ to: '/dashboard' });
  });
});
