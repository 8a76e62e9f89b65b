import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeSchema, TokenSetSchema } from '@kc/domain/auth';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tokensOf = async (email: string) => TokenSetSchema.parse((await signIn(t.app, email)).json()).accessToken;
const get = (url: string, token: string, extra: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${token}`, ...extra } });
const put = (url: string, token: string, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}`, ...extra },
  });

describe('impersonation', () => {
  it('an internal user with CustomerImpersonation_ALL acts as the site login, and the audit names both', async () => {
    const tech = await createInternalUser(t.db, 102);
    const login = await createSiteLogin(t.db, 203);
    const colleague = await createSiteLogin(t.db, 205);
    // Put the colleague on the impersonated manager's property so it is in the manager's scope.
    await t.db.prisma.siteLogin.update({
      where: { id: colleague.id },
      data: { corporationId: login.corporationId, properties: { set: [{ id: login.properties[0]!.id }] } },
    });
    const token = await tokensOf(tech.email);

    const me = MeSchema.parse((await get('/api/auth/me', token, { 'impersonation-id': String(login.id) })).json());
    expect(me).toMatchObject({
      id: login.id,
      role: 203,
      isExternalUser: true,
      impersonator: { id: tech.id, name: tech.name },
    });

    const saved = await put(`/api/staff-permission/${colleague.id}`, token, [{ id: 'Badge_UPDATE', checked: true }], {
      'impersonation-id': String(login.id),
    });
    expect(saved.statusCode).toBe(200);
    const revision = await t.db.prisma.auditRevision.findFirstOrThrow({
      where: { entityType: 'SiteLogin', entityId: String(colleague.id), path: 'permissions.Badge_UPDATE' },
    });
    expect(revision).toMatchObject({ actorPool: 'external', actorId: login.id, impersonatorId: tech.id, type: 'ADD' });

    // Without the header the real login is back.
    expect(MeSchema.parse((await get('/api/auth/me', token)).json())).toMatchObject({
      id: tech.id,
      impersonator: null,
    });
  });

  it('is refused to internal users without the right, to external users, and for unknown logins', async () => {
    const accounting = await createInternalUser(t.db, 103);
    const login = await createSiteLogin(t.db, 203);
    expect(
      (await get('/api/auth/me', await tokensOf(accounting.email), { 'impersonation-id': String(login.id) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await get('/api/auth/me', await tokensOf(login.email), { 'impersonation-id': String(login.id) })).statusCode,
    ).toBe(403);
    const admin = await createInternalUser(t.db, 106);
    const adminToken = await tokensOf(admin.email);
    expect((await get('/api/auth/me', adminToken, { 'impersonation-id': '999999999' })).statusCode).toBe(404);
    expect((await get('/api/auth/me', adminToken, { 'impersonation-id': 'abc' })).statusCode).toBe(400);
  });

  it("cannot change the impersonated login's password", async () => {
    const admin = await createInternalUser(t.db, 106);
    const login = await createSiteLogin(t.db, 204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'y' },
      headers: { authorization: `Bearer ${await tokensOf(admin.email)}`, 'impersonation-id': String(login.id) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('audit log', () => {
  it('is readable by roles 102, 103, 105, 106 only', async () => {
    const login = await createSiteLogin(t.db, 203);
    await t.db.prisma.auditRevision.create({
      data: {
        entityType: 'SiteLogin',
        entityId: String(login.id),
        type: 'UPDATE',
        path: 'name',
        oldValue: 'A',
        newValue: 'B',
        actorName: 'Tester',
      },
    });
    const url = `/api/audit/entity/revisions?entityType=SiteLogin&entityId=${login.id}`;
    for (const role of [102, 103, 105, 106] as const) {
      const res = await get(url, await tokensOf((await createInternalUser(t.db, role)).email));
      expect(res.statusCode).toBe(200);
      expect(res.json().items[0]).toMatchObject({
        author: 'Tester',
        type: 'UPDATE',
        path: 'name',
        oldValue: 'A',
        newValue: 'B',
      });
    }
    for (const role of [100, 101, 104] as const)
      expect((await get(url, await tokensOf((await createInternalUser(t.db, role)).email))).statusCode).toBe(403);
    expect((await get(url, await tokensOf(login.email))).statusCode).toBe(403);
    expect(
      (await get('/api/audit/entity/revisions', await tokensOf((await createInternalUser(t.db, 106)).email)))
        .statusCode,
    ).toBe(400);
  });

  it('names the record the trail is about, whatever case the link spells its type in', async () => {
    const login = await createSiteLogin(t.db, 203);
    const property = login.properties[0]!;
    await t.db.prisma.auditRevision.create({
      data: { entityType: 'Property', entityId: String(property.id), type: 'UPDATE', path: 'name', actorName: 'T' },
    });
    const token = await tokensOf((await createInternalUser(t.db, 106)).email);
    const names = await t.db.prisma.property.findUniqueOrThrow({ where: { id: property.id }, select: { name: true } });
    for (const type of ['property', 'Property']) {
      const page = (await get(`/api/audit/entity/revisions?entityType=${type}&entityId=${property.id}`, token)).json();
      expect(page.entity).toEqual({ type: 'Property', id: String(property.id), name: names.name });
      expect(page.total).toBe(1);
    }
    const staff = (await get(`/api/audit/entity/revisions?entityType=site-login&entityId=${login.id}`, token)).json();
    expect(staff.entity).toEqual({ type: 'SiteLogin', id: String(login.id), name: login.name });
    // A record that is gone, or a type without names, has no name; the trail still answers.
    for (const query of [
      'entityType=property&entityId=2147483647',
      'entityType=Note&entityId=1',
      'entityType=x&entityId=abc',
    ])
      expect((await get(`/api/audit/entity/revisions?${query}`, token)).json().entity.name).toBeNull();
  });
});

describe('staff permissions', () => {
  it('gives a checklist to property-level roles only, with the role defaults', async () => {
    const admin = await tokensOf((await createInternalUser(t.db, 106)).email);
    const manager = (await get('/api/staff-permission/role/203', admin)).json();
    expect(manager.length).toBeGreaterThan(5);
    expect(manager.find((p: { id: string }) => p.id === 'Badge_UPDATE')).toMatchObject({
      checked: true,
      permName: expect.any(String),
    });
    expect(manager.some((p: { id: string }) => p.id === 'CustomerImpersonation_ALL')).toBe(false);
    const staff = (await get('/api/staff-permission/role/205', admin)).json();
    expect(staff.find((p: { id: string }) => p.id === 'Badge_UPDATE').checked).toBe(false);
    expect((await get('/api/staff-permission/role/202', admin)).json()).toEqual([]);
    expect((await get('/api/staff-permission/role/999', admin)).statusCode).toBe(400);
    const roles = (await get('/api/access-roles/property-roles', admin)).json();
    expect(roles.every((r: { commercialLevel: number }) => r.commercialLevel === 4)).toBe(true);
  });

  it("stores only differences from the defaults, and the login's rights follow", async () => {
    const admin = await tokensOf((await createInternalUser(t.db, 105)).email);
    const login = await createSiteLogin(t.db, 205);
    const saved = await put(`/api/staff-permission/${login.id}`, admin, [
      { id: 'Badge_UPDATE', checked: true },
      { id: 'Activity_READ', checked: false },
      { id: 'KeyReceipt_READ', checked: true },
    ]);
    expect(saved.statusCode).toBe(200);
    const grants = await t.db.prisma.siteLoginGrant.findMany({
      where: { siteLoginId: login.id },
      orderBy: { permissionKey: 'asc' },
    });
    expect(grants.map((g) => [g.permissionKey, g.granted])).toEqual([
      ['Activity_READ', false],
      ['Badge_UPDATE', true],
    ]);
    const me = MeSchema.parse((await get('/api/auth/me', await tokensOf(login.email))).json());
    expect(me.accessRights.Badge_UPDATE).toBe(true);
    expect(me.accessRights.Activity_READ).toBe(false);
    // Back to the default removes the stored difference.
    await put(`/api/staff-permission/${login.id}`, admin, [{ id: 'Badge_UPDATE', checked: false }]);
    expect(
      await t.db.prisma.siteLoginGrant.count({ where: { siteLoginId: login.id, permissionKey: 'Badge_UPDATE' } }),
    ).toBe(0);
  });

  it('refuses internal-only rights, self-edits, escalation and other customers', async () => {
    const manager = await createSiteLogin(t.db, 203);
    const managerToken = await tokensOf(manager.email);
    const colleague = await createSiteLogin(t.db, 205);
    await t.db.prisma.siteLogin.update({
      where: { id: colleague.id },
      data: { corporationId: manager.corporationId, properties: { set: [{ id: manager.properties[0]!.id }] } },
    });

    const internalOnly = await put(`/api/staff-permission/${colleague.id}`, managerToken, [
      { id: 'CustomerImpersonation_ALL', checked: true },
    ]);
    expect(internalOnly.statusCode).toBe(400);
    expect(internalOnly.json().fieldErrors[0]).toEqual({
      field: '0.id',
      message: 'Not a customizable permission for this access level',
    });
    expect(
      (await put(`/api/staff-permission/${manager.id}`, managerToken, [{ id: 'Badge_UPDATE', checked: false }]))
        .statusCode,
    ).toBe(403);
    const escalate = await put(`/api/staff-permission/${colleague.id}`, managerToken, [
      { id: 'Scanning_UI', checked: true },
    ]);
    expect([400, 403]).toContain(escalate.statusCode);

    const stranger = await createSiteLogin(t.db, 205);
    expect((await get(`/api/staff-permission/${stranger.id}`, managerToken)).statusCode).toBe(404);
    expect(
      (await put(`/api/staff-permission/${stranger.id}`, managerToken, [{ id: 'Badge_UPDATE', checked: true }]))
        .statusCode,
    ).toBe(404);
    expect(await t.db.prisma.siteLoginGrant.count({ where: { siteLoginId: stranger.id } })).toBe(0);

    const staffToken = await tokensOf(colleague.email);
    expect((await put(`/api/staff-permission/${manager.id}`, staffToken, [])).statusCode).toBe(403);
    expect((await put(`/api/staff-permission/${colleague.id}`, managerToken, [{ id: 5 }])).statusCode).toBe(400);
  });
});
