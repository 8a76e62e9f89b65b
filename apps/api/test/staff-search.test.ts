import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/staff/search', payload, headers: { authorization: `Bearer ${token}` } });

describe('POST /api/staff/search', () => {
  it("finds logins by name or e-mail, never another customer's", async () => {
    const manager = await createSiteLogin(t.db, 203);
    const colleague = await createSiteLogin(t.db, 205);
    await t.db.prisma.siteLogin.update({
      where: { id: colleague.id },
      data: {
        name: 'Zelda Colleague',
        corporationId: manager.corporationId,
        properties: { set: [{ id: manager.properties[0]!.id }] },
      },
    });
    const stranger = await createSiteLogin(t.db, 205);
    await t.db.prisma.siteLogin.update({ where: { id: stranger.id }, data: { name: 'Zelda Stranger' } });

    const managerToken = TokenSetSchema.parse((await signIn(t.app, manager.email)).json()).accessToken;
    const res = await search(managerToken, { query: 'zelda' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: number }) => i.id)).toEqual([colleague.id]);
    expect((await search(managerToken, { query: stranger.email })).json()).toEqual({ items: [], total: 0 });
    // Filters narrow the scope; they can never widen it to another customer.
    expect((await search(managerToken, { query: 'zelda', corporationId: stranger.corporationId })).json().total).toBe(
      0,
    );
    const corporate = await createSiteLogin(t.db, 200);
    const corporateToken = TokenSetSchema.parse((await signIn(t.app, corporate.email)).json()).accessToken;
    expect((await search(corporateToken, { corporationId: stranger.corporationId })).json().total).toBe(0);
    expect((await search(corporateToken, { query: 'Zelda Stranger' })).json().total).toBe(0);

    const admin = TokenSetSchema.parse(
      (await signIn(t.app, (await createInternalUser(t.db, 106)).email)).json(),
    ).accessToken;
    const all = (await search(admin, { query: 'Zelda' })).json();
    expect(all.items.map((i: { id: number }) => i.id).sort()).toEqual(
      expect.arrayContaining([colleague.id, stranger.id]),
    );
    expect(all.items.find((i: { id: number }) => i.id === colleague.id)).toMatchObject({
      role: 205,
      roleName: 'Property Staff',
      corporation: { id: manager.corporationId },
    });
  });

  it('hides disabled logins unless asked, and validates its body', async () => {
    const admin = TokenSetSchema.parse(
      (await signIn(t.app, (await createInternalUser(t.db, 106)).email)).json(),
    ).accessToken;
    const off = await createSiteLogin(t.db, 204, { disabled: true });
    expect((await search(admin, { query: off.email })).json().total).toBe(0);
    expect((await search(admin, { query: off.email, includeDisabled: true })).json().total).toBe(1);
    const bad = await search(admin, { perPage: 1000, page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['page', 'perPage']);
  });
});
