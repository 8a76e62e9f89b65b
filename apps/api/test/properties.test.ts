import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { PropertySummarySchema } from '@kc/domain/property-summary';
import { createInternalUser, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEMO_PASSWORD = 'DemoPass!2026';
const tokenFor = async (email: string, password = DEMO_PASSWORD) =>
  TokenSetSchema.parse((await signIn(t.app, email, password, '10.77.0.1')).json()).accessToken;
const get = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe('property summaries and the level selector lists (demo data)', () => {
  it("gives the manager its properties with their account flags, and another customer's property is 404", async () => {
    const token = await tokenFor('manager@demo.test');
    const mine = (await get('/api/me/properties', token)).json<
      {
        id: number;
        name: string;
        htInfo: { canceled: boolean; paymentDelinquent: boolean; customerUnitEntry: boolean };
      }[]
    >();
    expect(mine.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Maple Grove Apartments',
        'Bluebonnet Village',
        'Willow Park Residences',
        'The Reserve at Stone Creek',
      ]),
    );
    expect(mine.find((p) => p.name === 'Bluebonnet Village')!.htInfo.paymentDelinquent).toBe(true);
    expect(mine.find((p) => p.name === 'Willow Park Residences')!.htInfo.canceled).toBe(true);
    expect(mine.find((p) => p.name === 'The Reserve at Stone Creek')!.htInfo.customerUnitEntry).toBe(true);

    const summary = PropertySummarySchema.parse((await get(`/api/properties/${mine[0]!.id}/summary`, token)).json());
    expect(summary.id).toBe(mine[0]!.id);
    expect(summary.formattedPhoneNumber ?? '').toMatch(/^(\(\d{3}\) \d{3}-\d{4})?$/);

    const foreign = await t.db.prisma.property.findFirstOrThrow({
      where: { corporation: { name: { not: 'Summit Residential Group' } } },
    });
    expect((await get(`/api/properties/${foreign.id}/summary`, token)).statusCode).toBe(404);
    expect((await get('/api/properties/0/summary', token)).statusCode).toBe(400);
  });

  it('lists regions for a region login and divisions for a division login; nothing for provider staff', async () => {
    const region = await tokenFor('region@demo.test');
    expect((await get('/api/me/regions', region)).json<unknown[]>().length).toBeGreaterThan(0);
    expect((await get('/api/me/divisions', region)).json()).toEqual([]);
    const division = await tokenFor('division@demo.test');
    expect((await get('/api/me/divisions', division)).json<unknown[]>().length).toBeGreaterThan(0);
    const admin = TokenSetSchema.parse(
      (await signIn(t.app, (await createInternalUser(t.db, 106)).email)).json(),
    ).accessToken;
    expect((await get('/api/me/properties', admin)).json()).toEqual([]);
  });
});
