import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { NoteSchema, UnitHeaderSchema } from '@kc/domain/notes';
import { createUnit } from '@kc/services/fixtures/key-control';
import { createSiteLogin, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

/** Unit notes (issue 14 item 5): who, when, text; written with "Modify Property Unit and Notes"; scoped by property. */
let t: TestContext;
let manager: string;
let staff: string;
let other: string;
let unitId: number;
let foreignUnitId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, TEST_PASSWORD, '10.82.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  const m = await createSiteLogin(t.db, 203);
  const propertyId = m.properties[0]!.id;
  manager = await tokenOf(m.email);
  const s = await createSiteLogin(t.db, 205);
  await t.db.prisma.siteLogin.update({
    where: { id: s.id },
    data: { corporationId: m.corporationId, properties: { set: [{ id: propertyId }] } },
  });
  staff = await tokenOf(s.email);
  const o = await createSiteLogin(t.db, 203);
  other = await tokenOf(o.email);
  unitId = (await createUnit(t.db.prisma, { propertyId, name: '101' })).id;
  foreignUnitId = (await createUnit(t.db.prisma, { propertyId: o.properties[0]!.id, name: '101' })).id;
});
afterAll(async () => t?.close());

describe('unit notes', () => {
  it('adds, lists (newest first, with author and time) and deletes its own notes, audited', async () => {
    const header = await call('GET', `/api/units/${unitId}`, manager);
    expect(header.statusCode, header.body).toBe(200);
    expect(UnitHeaderSchema.parse(header.json())).toMatchObject({ id: unitId, name: '101' });

    const first = await call('POST', `/api/units/${unitId}/notes`, manager, { text: '  Lock changed  ' });
    expect(first.statusCode, first.body).toBe(201);
    const note = NoteSchema.parse(first.json());
    expect(note).toMatchObject({ level: 'unit', entityId: unitId, text: 'Lock changed', top: false });
    expect(note.author.name).toBeTruthy();
    await call('POST', `/api/units/${unitId}/notes`, manager, { text: 'Second key with the office' });
    const list = await call('GET', `/api/notes/unit/${unitId}`, manager);
    expect(list.statusCode).toBe(200);
    expect(
      z
        .array(NoteSchema)
        .parse(list.json())
        .map((n) => n.text),
    ).toEqual(['Second key with the office', 'Lock changed']);
    // This unit's notes only: other files on this worker's database write notes of their own units.
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'Note', parentEntityType: 'Unit', parentEntityId: String(unitId) },
      }),
    ).toBe(2);

    expect((await call('DELETE', `/api/notes/${note.id}`, manager)).statusCode).toBe(204);
    expect(z.array(NoteSchema).parse((await call('GET', `/api/notes/unit/${unitId}`, manager)).json())).toHaveLength(1);
  });

  it('answers 400 with the field message and writes nothing', async () => {
    const before = await t.db.prisma.note.count({ where: { level: 'unit', entityId: unitId } });
    for (const [text, message] of [
      ['   ', 'Required'],
      ['x'.repeat(4001), 'At most 4000 characters'],
    ] as const) {
      const res = await call('POST', `/api/units/${unitId}/notes`, manager, { text });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fieldErrors: unknown[] }>().fieldErrors).toContainEqual({ field: 'text', message });
    }
    expect(await t.db.prisma.note.count({ where: { level: 'unit', entityId: unitId } })).toBe(before);
  });

  it("needs the unit right to write, and refuses another customer's unit", async () => {
    // Staff can read the unit's notes but lack "Modify Property Unit and Notes".
    expect((await call('GET', `/api/notes/unit/${unitId}`, staff)).statusCode).toBe(200);
    expect((await call('POST', `/api/units/${unitId}/notes`, staff, { text: 'Mine' })).statusCode).toBe(403);
    const mine = z.array(NoteSchema).parse((await call('GET', `/api/notes/unit/${unitId}`, manager)).json())[0]!;
    expect((await call('DELETE', `/api/notes/${mine.id}`, staff)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/units/${foreignUnitId}`],
      ['GET', `/api/notes/unit/${foreignUnitId}`],
      ['POST', `/api/units/${foreignUnitId}/notes`],
    ] as const) {
      expect((await call(method, url, manager, { text: 'Nope' })).statusCode, url).toBe(404);
    }
    expect((await call('DELETE', `/api/notes/${mine.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/units/999999999`, manager)).statusCode).toBe(404);
  });
});
