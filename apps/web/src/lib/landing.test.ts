// @vitest-environment jsdom
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, withSignedInSession } from '#web/test/api-stub.ts';
import { idTokenHints, requestLandingEarly, takeEarlyLanding } from './landing.ts';
import { setSelectedId } from './selection.ts';
import { setTokens } from './token-storage.ts';
import { rememberViewerTimeZone } from './viewer-time-zone.ts';

const idToken = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const signInAs = (claims: object) =>
  setTokens({ accessToken: 'a', idToken: idToken(claims), refreshToken: 'r'.repeat(30), expiresIn: 900 });

withSignedInSession();

describe('id token hints', () => {
  it("reads the pool and the header selector's kind from the subject, role and level", () => {
    expect(idTokenHints(idToken({ sub: 'external:7', role: 300, lvl: COMMERCIAL_LEVEL.property }))).toEqual({
      pool: 'external',
      role: 300,
      kind: 'property',
    });
    expect(idTokenHints(idToken({ sub: 'external:7', role: 300, lvl: COMMERCIAL_LEVEL.region })).kind).toBe('region');
    expect(idTokenHints(idToken({ sub: 'internal:2', role: 1, lvl: 0 }))).toEqual({
      pool: 'internal',
      role: 1,
      kind: null,
    });
  });

  it('says nothing it cannot read: no level claim, or no token at all', () => {
    expect(idTokenHints(idToken({ sub: 'external:7', role: 300 }))).toEqual({
      pool: 'external',
      role: 300,
      kind: undefined,
    });
    expect(idTokenHints('junk')).toEqual({ pool: null, role: null, kind: undefined });
  });
});

describe('the early landing call', () => {
  beforeEach(() => localStorage.clear());

  it("asks a customer login's landing with the reader's zone and the remembered selections, once", async () => {
    signInAs({ sub: 'external:7', role: 300, lvl: COMMERCIAL_LEVEL.property });
    setSelectedId('property', 4);
    const zone = rememberViewerTimeZone();
    const fetchMock = vi.fn((_url: string) => Promise.resolve(json(200, { answer: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    requestLandingEarly();
    expect(await takeEarlyLanding()).toEqual({ answer: 1 });
    expect(takeEarlyLanding()).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/me/overview');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tz: zone, property: '4' });
  });

  it('asks nothing for provider staff, who land on the dashboard', () => {
    signInAs({ sub: 'internal:2', role: 1, lvl: 0 });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    requestLandingEarly();
    expect(takeEarlyLanding()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
