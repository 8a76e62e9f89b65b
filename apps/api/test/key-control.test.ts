import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { createDatalog } from '@kc/services/fixtures/key-control';
import { createSiteLogin as createLoginRow } from '@kc/services/fixtures/people';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let manager: string;
let staff: string;
let production: string;
let otherManager: string;
let propertyId: number;
let otherPropertyId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.88.0.3')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const newDatalog = (pid = propertyId, hooks = 100, nonLettered = false) =>
  createDatalog(t.db.prisma, {
    propertyId: pid,
    numberOfKeyhooks: hooks,
    nonLetteredPanels: nonLettered,
    lastCommunication: new Date(Date.now() - 3_600_000),
  });
const revisions = (entityType: string, entityId: number) =>
  t.db.prisma.auditRevision.count({ where: { entityType, entityId: String(entityId) } });

beforeAll(async () => {
  t = await createTestApp();
  const m = await createSiteLogin(t.db, 203);
  propertyId = m.properties[0]!.id;
  manager = await tokenOf(m.email);
  const o = await createSiteLogin(t.db, 203);
  otherPropertyId = o.properties[0]!.id;
  otherManager = await tokenOf(o.email);
  production = await tokenOf((await createInternalUser(t.db, 104)).email);
  const s = await createLoginRow(t.db.prisma, {
    roleId: 205,
    name: 'Key-out staff',
    corporationId: m.corporationId,
    passwordHash: m.passwordHash,
    propertyIds: [propertyId],
  });
  staff = await tokenOf(s.email);
});
afterAll(async () => {
  await t.close();
});

describe('units', () => {
  it('adds, edits and deletes a unit with audit; refuses bad names and duplicates', async () => {
    const added = await call('POST', `/api/properties/${propertyId}/units`, manager, {
      name: 'A-101',
      groupName: 'North',
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;
    expect(await revisions('Unit', id)).toBe(1);
    expect((await call('POST', `/api/properties/${propertyId}/units`, manager, { name: 'a-101' })).statusCode).toBe(
      400,
    );
    const long = await call('POST', `/api/properties/${propertyId}/units`, manager, { name: '12345678901' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors[0].field).toBe('name');
    expect((await call('POST', `/api/properties/${propertyId}/units`, manager, { name: 'A#1' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/properties/${propertyId}/units`, manager, { name: 'B1', groupName: 'Group name 11' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/properties/${propertyId}/units/${id}`, manager, { name: 'A-102' })).json().fieldErrors[0]
        .field,
    ).toBe('version');
    const edited = await call('PUT', `/api/properties/${propertyId}/units/${id}`, manager, {
      name: 'A-102',
      building: 'Bldg A',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ name: 'A-102', building: 'Bldg A', version: 2 });
    // A second person still holding version 1 gets 409 and the unit keeps the first edit.
    const stale = await call('PUT', `/api/properties/${propertyId}/units/${id}`, manager, {
      name: 'A-999',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed by someone else');
    expect((await t.db.prisma.unit.findUniqueOrThrow({ where: { id } })).name).toBe('A-102');
    expect((await call('DELETE', `/api/properties/${propertyId}/units/${id}`, manager)).statusCode).toBe(204);
    expect(await revisions('Unit', id)).toBe(3);
  });

  it('uploads a .txt list, and a file with a duplicate or too-long line stores nothing', async () => {
    const before = await t.db.prisma.unit.count({ where: { propertyId } });
    const bad = await call('POST', `/api/properties/${propertyId}/units/upload`, manager, {
      text: '201\n202\n201\nTOOLONGNAME1\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('unit duplicate or too long');
    expect(bad.json().fieldErrors.map((e: { field: string }) => e.field)).toEqual(['line 3', 'line 4']);
    expect(await t.db.prisma.unit.count({ where: { propertyId } })).toBe(before);
    const ok = await call('POST', `/api/properties/${propertyId}/units/upload`, manager, {
      text: '201\r\n202\n\n203\n',
    });
    expect(ok.json()).toEqual({ added: 3 });
    const again = await call('POST', `/api/properties/${propertyId}/units/upload`, manager, { text: '204\n203\n' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors[0].message).toMatch(/203/);
    expect(await t.db.prisma.unit.count({ where: { propertyId } })).toBe(before + 3);
    const list = (await call('GET', `/api/properties/${propertyId}/units`, manager)).json<{ name: string }[]>();
    expect(list.map((u) => u.name)).toEqual(expect.arrayContaining(['201', '202', '203']));
  });

  it("answers 404 for another customer's property and 403 without the right", async () => {
    expect((await call('GET', `/api/properties/${otherPropertyId}/units`, manager)).statusCode).toBe(404);
    expect((await call('POST', `/api/properties/${otherPropertyId}/units`, manager, { name: 'X1' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/properties/${otherPropertyId}/units/upload`, manager, { text: 'X1' })).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/properties/${propertyId}/units`, staff, { name: 'X1' })).statusCode).toBe(403);
    expect(await t.db.prisma.unit.count({ where: { propertyId: otherPropertyId } })).toBe(0);
  });
});

describe('datalogs, panels, tags and finalize', () => {
  it('lists datalogs with a summary of last communication', async () => {
    const d = await newDatalog();
    await createDatalog(t.db.prisma, { propertyId, lastCommunication: new Date(Date.now() - 120 * 86_400_000) });
    const list = (await call('GET', `/api/properties/${propertyId}/datalogs`, production)).json<
      { id: number; active: boolean }[]
    >();
    expect(list.find((x) => x.id === d.id)!.active).toBe(true);
    expect(list.some((x) => !x.active)).toBe(true);
    const summary = (await call('GET', `/api/properties/${propertyId}/datalogs/summary`, manager)).json();
    expect(summary.active).toBe(true);
    expect(summary.activeCount).toBeLessThan(summary.datalogCount);
    expect((await call('GET', `/api/properties/${otherPropertyId}/datalogs/summary`, manager)).statusCode).toBe(404);
  });

  it('edits a datalog with version checks', async () => {
    const d = await newDatalog();
    const r = await call('PUT', `/api/datalogs/${d.id}`, production, {
      rowVersion: d.rowVersion,
      datalogType: 'gen10',
      nonLetteredPanels: true,
    });
    expect(r.json()).toMatchObject({ datalogType: 'gen10', nonLetteredPanels: true, rowVersion: d.rowVersion + 1 });
    expect(
      (await call('PUT', `/api/datalogs/${d.id}`, production, { rowVersion: d.rowVersion, datalogType: 'touch' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/datalogs/${d.id}`, production, { rowVersion: d.rowVersion + 1, datalogType: 'other' }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/datalogs/${d.id}`, manager, { rowVersion: d.rowVersion + 1 })).statusCode).toBe(
      403,
    );
  });

  it('adds, scans and removes panels; the hook count follows', async () => {
    const d = await newDatalog(propertyId, 0);
    const a = await call('POST', `/api/datalogs/${d.id}/panels`, production, { rowVersion: 1 });
    expect(a.json()).toMatchObject({ label: 'A', firstHook: 'A1', lastHook: 'A50' });
    const b = await call('POST', `/api/datalogs/${d.id}/panels`, production, { rowVersion: 2 });
    expect(b.json()).toMatchObject({ label: 'B', firstHook: 'B1' });
    expect((await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: d.id } })).numberOfKeyhooks).toBe(100);
    expect(
      (await call('POST', `/api/datalogs/${d.id}/panels/${a.json().id}/scan`, production, { rowVersion: 3 })).json()
        .scannedAt,
    ).not.toBeNull();
    expect(
      (await call('DELETE', `/api/datalogs/${d.id}/panels/${a.json().id}?rowVersion=4`, production)).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/datalogs/${d.id}/panels/${b.json().id}?rowVersion=4`, production)).statusCode,
    ).toBe(204);
    expect(await revisions('KeyPanel', a.json().id)).toBe(2);
  });

  it('checks tags: 4 digits, never the 9000 series, no duplicates (also across datalogs), nothing stored on error', async () => {
    const d = await newDatalog();
    const units = (await call('GET', `/api/properties/${propertyId}/units`, manager)).json<{ id: number }[]>();
    const put = (tags: unknown[], rv = 1) =>
      call('PUT', `/api/datalogs/${d.id}/key-tags`, manager, { rowVersion: rv, tags });
    const short = await put([{ tagNumber: '123', unitId: null }]);
    expect(short.statusCode).toBe(400);
    const nine = await put([{ tagNumber: '9001', unitId: null }]);
    expect(nine.statusCode).toBe(400);
    expect(nine.json().fieldErrors[0].message).toMatch(/9000/);
    const dup = await put([
      { tagNumber: '1234', unitId: null },
      { tagNumber: '1234', unitId: null },
    ]);
    expect(dup.json().message).toBe('Duplicate Tags Found');
    expect(await t.db.prisma.keyTag.count({ where: { datalogId: d.id } })).toBe(0);
    const ok = await put([
      { tagNumber: '1234', unitId: units[0]!.id, hook: 'B2' },
      { tagNumber: '1235', unitId: null },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().map((x: { hook: string }) => x.hook)).toEqual(['A1', 'B2']);
    const other = await newDatalog();
    const cross = await call('PUT', `/api/datalogs/${other.id}/key-tags`, manager, {
      rowVersion: 1,
      tags: [{ tagNumber: '1234', unitId: null }],
    });
    expect(cross.json().message).toBe('Duplicate Tags Found');
    expect((await put([], 1)).statusCode).toBe(409);
  });

  it('finalizes with ADMIN for empty units, randomizes hooks, then refuses edits; key map shows the rows', async () => {
    const d = await newDatalog(propertyId, 1000);
    const units = (await call('GET', `/api/properties/${propertyId}/units`, manager)).json<
      {
        id: number;
        name: string;
      }[]
    >();
    const unit = units.find((u) => u.name === '201')!;
    const tags = Array.from({ length: 20 }, (_, i) => ({
      tagNumber: String(5000 + i),
      unitId: i === 0 ? unit.id : null,
    }));
    expect((await call('PUT', `/api/datalogs/${d.id}/key-tags`, production, { rowVersion: 1, tags })).statusCode).toBe(
      200,
    );
    const fin = await call('POST', `/api/datalogs/${d.id}/finalize`, production, { rowVersion: 2 });
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toMatchObject({ finalized: true, noAdmins: false });
    const rows = await t.db.prisma.keyTag.findMany({
      where: { datalogId: d.id },
      include: { unit: true },
      orderBy: { tagNumber: 'asc' },
    });
    expect(rows.filter((r) => r.unit?.name === 'ADMIN')).toHaveLength(19);
    expect(rows.map((r) => r.hookNumber).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));
    expect(rows.map((r) => r.hookNumber)).not.toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));

    const map = (await call('GET', `/api/datalogs/${d.id}/key-map`, manager)).json();
    expect(map.rows).toHaveLength(20);
    expect(map.rows[0]).toMatchObject({ keyHook: 'A1', panel: 'A' });
    expect(map.rows.find((r: { keyTag: string }) => r.keyTag === '5000').unit).toBe('201');
    expect((await call('GET', `/api/datalogs/${d.id}/key-map`, otherManager)).statusCode).toBe(404);

    const rv = fin.json().rowVersion as number;
    const refusals = [
      await call('PUT', `/api/datalogs/${d.id}/key-tags`, production, { rowVersion: rv, tags: [] }),
      await call('POST', `/api/datalogs/${d.id}/panels`, production, { rowVersion: rv }),
      await call('PUT', `/api/datalogs/${d.id}`, production, { rowVersion: rv, numberOfKeyhooks: 50 }),
      await call('PUT', `/api/properties/${propertyId}/units/${unit.id}`, manager, { name: '201B', version: 1 }),
      await call('DELETE', `/api/properties/${propertyId}/units/${unit.id}`, manager),
      await call('POST', `/api/datalogs/${d.id}/finalize`, production, { rowVersion: rv }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(refusals[0]!.json().message).toMatch(/finalized/);
    expect(await t.db.prisma.keyTag.count({ where: { datalogId: d.id } })).toBe(20);
    expect((await call('POST', `/api/properties/${propertyId}/units`, manager, { name: 'NEW-1' })).statusCode).toBe(
      201,
    );
  });

  it('finalizes with No Admins leaving empty units empty, on non-lettered panels', async () => {
    const d = await newDatalog(propertyId, 1000, true);
    await call('PUT', `/api/datalogs/${d.id}/key-tags`, production, {
      rowVersion: 1,
      tags: [
        { tagNumber: '6000', unitId: null },
        { tagNumber: '6001', unitId: null },
      ],
    });
    const fin = await call('POST', `/api/datalogs/${d.id}/finalize`, production, { rowVersion: 2, noAdmins: true });
    expect(fin.json()).toMatchObject({ finalized: true, noAdmins: true });
    const rows = await t.db.prisma.keyTag.findMany({ where: { datalogId: d.id } });
    expect(rows.every((r) => r.unitId === null)).toBe(true);
    expect(rows.map((r) => r.hookNumber).sort()).toEqual([1, 2]);
    const map = (await call('GET', `/api/datalogs/${d.id}/key-map`, manager)).json();
    expect(map.rows.map((r: { keyHook: string; panel: string }) => [r.keyHook, r.panel])).toEqual([
      ['1', '1'],
      ['2', '1'],
    ]);
  });

  it('refuses finalize with "Wrong number of datalogs" when the datalogs cannot hold the units', async () => {
    const m = await createSiteLogin(t.db, 203);
    const pid = m.properties[0]!.id;
    await t.db.prisma.unit.createMany({ data: ['1', '2', '3'].map((name) => ({ propertyId: pid, name })) });
    const d = await newDatalog(pid, 2);
    await call('PUT', `/api/datalogs/${d.id}/key-tags`, production, {
      rowVersion: 1,
      tags: [{ tagNumber: '1000', unitId: null }],
    });
    const r = await call('POST', `/api/datalogs/${d.id}/finalize`, production, { rowVersion: 2 });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Wrong number of datalogs');
    expect((await t.db.prisma.datalog.findUniqueOrThrow({ where: { id: d.id } })).finalized).toBe(false);
  });

  it('gives the key-control info and confirms a customer unit entry (again: no change)', async () => {
    await t.db.prisma.property.update({ where: { id: propertyId }, data: { customerUnitEntry: true } });
    const info = (await call('GET', `/api/properties/${propertyId}/key-control-info`, manager)).json();
    expect(info.property.customerUnitEntry).toBe(true);
    expect(info.datalogInfo).toHaveProperty('nonLetteredPanels');
    expect(
      (await call('POST', `/api/properties/${otherPropertyId}/verification/confirm`, manager, {})).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/properties/${propertyId}/verification/confirm`, manager, {})).statusCode).toBe(
      200,
    );
    expect((await t.db.prisma.property.findUniqueOrThrow({ where: { id: propertyId } })).customerUnitEntry).toBe(false);
    const revisionsAfter = await revisions('Property', propertyId);
    expect(revisionsAfter).toBeGreaterThan(0);
    expect((await call('POST', `/api/properties/${propertyId}/verification/confirm`, manager, {})).json()).toEqual({
      customerUnitEntry: false,
    });
    expect(await revisions('Property', propertyId)).toBe(revisionsAfter);
  });
});
