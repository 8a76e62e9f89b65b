import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ResidentSchema } from '@kc/domain/notifications/residents';
import { createUnit } from '@kc/services/fixtures/key-control';
import { createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let token: string;
let staffToken: string;
let propertyId: number;
let otherPropertyId: number;
let unitId: number;
let otherUnitId: number;
let staffPropertyId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.79.0.2')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${as}` } });
const fieldsOf = (body: unknown) => (body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createSiteLogin(t.db, 203);
  propertyId = manager.properties[0]!.id;
  token = await tokenOf(manager.email);
  otherPropertyId = (await createSiteLogin(t.db, 203)).properties[0]!.id;
  // A property assistant (204) may view resident e-mails but not change them (default grants).
  const staff = await createSiteLogin(t.db, 204);
  staffPropertyId = staff.properties[0]!.id;
  staffToken = await tokenOf(staff.email);
  unitId = (await createUnit(t.db.prisma, { propertyId, name: 'R-101' })).id;
  otherUnitId = (await createUnit(t.db.prisma, { propertyId: otherPropertyId, name: 'R-101' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('resident e-mails', () => {
  it('adds, lists, edits and removes residents, each change audited; versions are checked', async () => {
    const res = await call('POST', `/api/properties/${propertyId}/residents`, {
      unitId,
      name: 'Grace Holloway',
      email: 'Grace@Example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    const resident = ResidentSchema.parse(res.json());
    expect(resident).toMatchObject({ unitName: 'R-101', email: 'grace@example.test', optedOut: false, version: 1 });

    const list = await call('GET', `/api/properties/${propertyId}/residents`);
    expect(list.json().map((r: { id: number }) => r.id)).toContain(resident.id);

    const edit = await call('PUT', `/api/residents/${resident.id}`, {
      unitId,
      name: 'Grace H. Holloway',
      email: 'grace@example.test',
      version: 1,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Grace H. Holloway', version: 2 });
    const stale = await call('PUT', `/api/residents/${resident.id}`, {
      unitId,
      name: 'Stale',
      email: 'grace@example.test',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect((await call('DELETE', `/api/residents/${resident.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/properties/${propertyId}/residents`)).json()).toEqual([]);
    const trail = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'Resident', entityId: String(resident.id) },
      orderBy: { id: 'asc' },
    });
    expect(trail.map((r) => r.type)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(trail[1]).toMatchObject({ path: 'name', newValue: 'Grace H. Holloway' });
  });

  it('bad input gets field errors and writes nothing', async () => {
    const bad = await call('POST', `/api/properties/${propertyId}/residents`, { unitId, name: ' ', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(expect.arrayContaining(['name', 'email']));
    const noUnit = await call('POST', `/api/properties/${propertyId}/residents`, {
      name: 'No Unit',
      email: 'nu@x.test',
    });
    expect(noUnit.json().fieldErrors).toEqual([{ field: 'unitId', message: 'Choose a unit' }]);
    const foreignUnit = await call('POST', `/api/properties/${propertyId}/residents`, {
      unitId: otherUnitId,
      name: 'Wrong Unit',
      email: 'wrong@example.test',
    });
    expect(foreignUnit.statusCode).toBe(400);
    expect(fieldsOf(foreignUnit.json())).toEqual(['unitId']);
    const body = { unitId, name: 'Twice', email: 'twice@example.test' };
    expect((await call('POST', `/api/properties/${propertyId}/residents`, body)).statusCode).toBe(201);
    const dup = await call('POST', `/api/properties/${propertyId}/residents`, { ...body, email: 'TWICE@example.test' });
    expect(dup.statusCode).toBe(400);
    expect(fieldsOf(dup.json())).toEqual(['email']);
    expect(await t.db.prisma.resident.count({ where: { unitId, email: 'twice@example.test' } })).toBe(1);
  });

  it("another customer's property and residents answer 404; view-only staff cannot change residents", async () => {
    expect((await call('GET', `/api/properties/${otherPropertyId}/residents`)).statusCode).toBe(404);
    const theirs = await t.db.prisma.resident.create({
      data: { propertyId: otherPropertyId, unitId: otherUnitId, name: 'Theirs', email: 'theirs@example.test' },
    });
    const put = await call('PUT', `/api/residents/${theirs.id}`, {
      unitId: otherUnitId,
      name: 'Mine now',
      email: 'theirs@example.test',
      version: 1,
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/residents/${theirs.id}`)).statusCode).toBe(404);
    expect((await t.db.prisma.resident.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('Theirs');

    const staffList = await call('GET', `/api/properties/${staffPropertyId}/residents`, undefined, staffToken);
    expect(staffList.statusCode).toBe(200);
    const denied = await call(
      'POST',
      `/api/properties/${staffPropertyId}/residents`,
      { unitId, name: 'Staff', email: 'staff-add@example.test' },
      staffToken,
    );
    expect(denied.statusCode).toBe(403);
  });

  it('shows which residents opted out through their link', async () => {
    const email = 'opted@example.test';
    await call('POST', `/api/properties/${propertyId}/residents`, { unitId, name: 'Opted Out', email });
    await t.db.prisma.emailSuppression.create({ data: { email, kind: 'resident', propertyId, source: 'page' } });
    const list = (await call('GET', `/api/properties/${propertyId}/residents`)).json<{ email: string }[]>();
    expect(list.find((r) => r.email === email)).toMatchObject({ optedOut: true });
  });
});
