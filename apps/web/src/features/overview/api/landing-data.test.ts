// @vitest-environment jsdom
import type { MyOverview } from '@kc/domain/my-overview';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, withSignedInSession } from '#web/test/api-stub.ts';
import { requestLandingEarly } from '#web/lib/landing.ts';
import { myPropertiesQueryOptions, propertySummaryQueryOptions } from '#web/lib/my-entities.ts';
import { setTokens } from '#web/lib/token-storage.ts';
import { overviewKeys } from './overview-api.ts';
import { landingSeeded } from './landing-data.ts';

/** A manager's landing answer as the API gave it on the demo data (trimmed). */
const ANSWER: MyOverview = {
  kind: 'property',
  properties: [
    {
      id: 1,
      name: 'Maple Grove Apartments',
      regionId: 1,
      regionName: 'Texas',
      accountingCustomerNumber: 'C10001',
      htInfo: {
        canceled: false,
        paymentDelinquent: false,
        temporaryAccessDate: null,
        customerUnitEntry: false,
      },
    },
    {
      id: 2,
      name: 'The Reserve at Stone Creek',
      regionId: 1,
      regionName: 'Texas',
      accountingCustomerNumber: 'C10002',
      htInfo: {
        canceled: false,
        paymentDelinquent: false,
        temporaryAccessDate: null,
        customerUnitEntry: true,
      },
    },
  ],
  regions: null,
  divisions: null,
  target: {
    level: 'property',
    id: 1,
  },
  propertyOverview: {
    property: {
      id: 1,
      name: 'Maple Grove Apartments',
      regionName: 'Texas',
      htInfo: {
        canceled: false,
        paymentDelinquent: false,
        temporaryAccessDate: null,
        customerUnitEntry: false,
      },
    },
    generatedAt: '2026-11-27T02:44:47.476Z',
    timeZone: 'UTC',
    window: {
      monthFrom: '2026-10-29T00:00:00.000Z',
      monthTo: '2026-11-27T23:59:59.999Z',
      recentFrom: '2026-11-26T02:44:47.476Z',
      keyOutHours: 12,
      badgeUnusedDays: 30,
      lastCommDays: 3,
    },
    figures: {
      keysOut: 2,
      keysOutLong: 1,
      recentExceptions: {
        error: 0,
        warning: 3,
        info: 0,
        special: 0,
      },
      monthExceptions: {
        error: 10,
        warning: 17,
        info: 2,
        special: 3,
      },
      badgesUnused: 2,
      datalogs: 2,
      datalogsSilent: 1,
      lastCommunication: '2026-11-27T02:42:00.524Z',
    },
    pullsPerDay: [
      {
        day: '2026-10-29',
        pulls: 7,
      },
      {
        day: '2026-10-30',
        pulls: 5,
      },
    ],
    latest: [],
  },
  rollupOverview: null,
  summary: {
    id: 1,
    name: 'Maple Grove Apartments',
    erpId: 'ERP204107',
    accountingCustomerNumber: 'C10001',
    regionName: 'Texas',
    physicalAddress: {
      addressLine1: '8317 Riverside Way',
      addressLine2: null,
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      country: 'United States',
    },
    phoneNumber: '(512) 555-0189',
    formattedPhoneNumber: '(512) 555-0189',
    htInfo: {
      canceled: false,
      paymentDelinquent: false,
      temporaryAccessDate: null,
      customerUnitEntry: false,
    },
  },
};

/** An id token of the external pool (the landing call is only made for customer logins). */
const idToken = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

withSignedInSession();
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  setTokens({
    accessToken: 'a',
    idToken: idToken({ sub: 'external:7', role: 300, lvl: 4 }),
    refreshToken: 'r'.repeat(30),
    expiresIn: 900,
  });
});
afterEach(() => queryClient.clear());

describe('the landing answer', () => {
  it('puts each part under the key of its own call, so the overview and the shell ask for nothing more', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, ANSWER)));
    vi.stubGlobal('fetch', fetchMock);
    requestLandingEarly();
    await landingSeeded(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(myPropertiesQueryOptions.queryKey)).toEqual(ANSWER.properties);
    expect(queryClient.getQueryData(overviewKeys.target({ level: 'property', id: 1 }, 'UTC'))).toEqual(
      ANSWER.propertyOverview,
    );
    expect(queryClient.getQueryData(propertySummaryQueryOptions(1).queryKey)).toEqual(ANSWER.summary);
  });

  it('lets every load that comes while it is on the way wait for the same answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    requestLandingEarly();
    const first = landingSeeded(queryClient);
    const second = landingSeeded(queryClient);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(json(200, ANSWER));
    await second;
    expect(queryClient.getQueryData(myPropertiesQueryOptions.queryKey)).toEqual(ANSWER.properties);
    expect(landingSeeded(queryClient)).toBeUndefined();
  });

  it('seeds nothing when the call failed or answered something else, so the overview asks for its parts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(500, { status: 500, code: 'INTERNAL', message: 'x' }))),
    );
    requestLandingEarly();
    await landingSeeded(queryClient);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { kind: 'property' }))),
    );
    requestLandingEarly();
    await landingSeeded(queryClient);
    expect(queryClient.getQueryData(myPropertiesQueryOptions.queryKey)).toBeUndefined();
  });
});
