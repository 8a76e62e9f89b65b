import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { NoteSchema } from '@kc/domain/notes';
import { SearchResultSchema } from '@kc/domain/hierarchy';
import { UserSchema } from '@kc/domain/users';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, uniqueEmail, type TestContext } from './helpers.ts';

let t: TestContext;
let admin: string;
let management: string;
let sales: string;
let manager: string;
let managerPropertyId: number;
let foreignPropertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (email: string, password: string) =>
    TokenSetSchema.parse((await signIn(t.app, email, password, '10.80.0.1')).json()).accessToken;
  admin = await tokenOf((await createInternalUser(t.db, 106)).email, TEST_PASSWORD);
  management = await tokenOf((await createInternalUser(t.db, 100)).email, TEST_PASSWORD);
  sales = await tokenOf((await createInternalUser(t.db, 101)).email, TEST_PASSWORD);
  manager = await tokenOf('manager@demo.test', 'DemoPass!2026');
  const me = await t.db.prisma.siteLogin.findUniqueOrThrow({
    where: { email: 'manager@demo.test' },
    include: { properties: { orderBy: { id: 'asc' } } },
  });
  managerPropertyId = me.properties[0]!.id;
  foreignPropertyId = (
    await t.db.prisma.property.findFirstOrThrow({ where: { corporationId: { not: me.corporationId } } })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

describe('notes', () => {
  it('adds, pins, lists (pinned first) and deletes notes with author and time, in scope only', async () => {
    const note = NoteSchema.parse(
      (
        await call('POST', '/api/notes/property', manager, { entityId: managerPropertyId, text: 'Gate code changed' })
      ).json(),
    );
    expect(note.author.name).toBeTruthy();
    const top = NoteSchema.parse(
      (
        await call('POST', '/api/notes/top', sales, {
          level: 'property',
          entityId: managerPropertyId,
          text: 'Renewal due',
        })
      ).json(),
    );
    const list = (await call('GET', `/api/notes/property/${managerPropertyId}`, manager)).json<
      {
        id: number;
        top: boolean;
      }[]
    >();
    expect(list[0]!.top).toBe(true);
    expect(list.map((n) => n.id)).toEqual(expect.arrayContaining([note.id, top.id]));
    expect(
      (await call('POST', '/api/notes/top', manager, { level: 'property', entityId: managerPropertyId, text: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/notes/${top.id}`, manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/notes/${note.id}`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notes/${note.id}`, manager)).statusCode).toBe(404);
    expect(await t.db.prisma.auditRevision.count({ where: { entityType: 'Note', entityId: String(note.id) } })).toBe(2);
  });

  it('refuses bad input and other customers', async () => {
    expect(
      (await call('POST', '/api/notes/property', manager, { entityId: managerPropertyId, text: '' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/notes/building', manager, { entityId: managerPropertyId, text: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/notes/property', manager, { entityId: managerPropertyId, text: 'x'.repeat(4001) }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/notes/property/${foreignPropertyId}`, manager)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/notes/property', manager, { entityId: foreignPropertyId, text: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('internal users', () => {
  it('creates with a temporary password, lists by role, edits with a version check and deactivates', async () => {
    const email = uniqueEmail('new-user');
    const user = UserSchema.parse(
      (await call('POST', '/api/users', management, { name: 'Dana Ortiz', email, roleId: 103 })).json(),
    );
    expect(await t.db.prisma.outboxMessage.count({ where: { payload: { path: ['to'], equals: email } } })).toBe(1);
    const accounting = (await call('GET', '/api/users?userRoleId=103', sales)).json<
      {
        id: number;
        roleId: number;
      }[]
    >();
    expect(accounting.every((u) => u.roleId === 103)).toBe(true);
    expect(accounting.map((u) => u.id)).toContain(user.id);
    const edited = UserSchema.parse(
      (await call('PUT', `/api/users/${user.id}`, management, { version: user.version, roleId: 104 })).json(),
    );
    expect(edited.roleName).toBe('Production');
    expect(
      (await call('PUT', `/api/users/${user.id}`, management, { version: user.version, roleId: 102 })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/api/users/${user.id}`, management)).statusCode).toBe(204);
    expect(UserSchema.parse((await call('GET', `/api/users/${user.id}`, sales)).json()).disabled).toBe(true);
  });

  it('validates, guards rights and the super-administrator role', async () => {
    expect(
      (await call('POST', '/api/users', management, { name: 'X', email: 'bad', roleId: 203 }))
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'name', 'roleId']);
    expect(
      (await call('POST', '/api/users', management, { name: 'Taken Email', email: 'manager@demo.test', roleId: 103 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/users', sales, { name: 'No Right', email: uniqueEmail(), roleId: 103 })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/users', management, { name: 'Wannabe Super', email: uniqueEmail(), roleId: 106 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/users', admin, { name: 'Real Super', email: uniqueEmail(), roleId: 106 })).statusCode,
    ).toBe(201);
    expect((await call('GET', '/api/users', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/users/2000000', sales)).statusCode).toBe(404);
  });
});

describe('global search', () => {
  it('finds corporations, properties by customer number and address, and logins, despite typos', async () => {
    const property = await t.db.prisma.property.findFirstOrThrow({
      where: { accountingCustomerNumber: { not: null }, physicalAddressId: { not: null } },
      include: { physicalAddress: true },
    });
    const typo = (await call('GET', '/api/search?query=Sumit%20Residental', sales)).json();
    expect(SearchResultSchema.parse(typo).corporations.map((c) => c.name)).toContain('Summit Residential Group');
    const byNumber = SearchResultSchema.parse(
      (await call('GET', `/api/search?query=${encodeURIComponent(property.accountingCustomerNumber!)}`, sales)).json(),
    );
    expect(byNumber.properties.map((p) => p.id)).toContain(property.id);
    const byStreet = SearchResultSchema.parse(
      (
        await call('GET', `/api/search?query=${encodeURIComponent(property.physicalAddress!.addressLine1)}`, sales)
      ).json(),
    );
    expect(byStreet.properties.map((p) => p.id)).toContain(property.id);
    expect(byStreet.properties[0]!.link).toMatch(/^\/property\/\d+$/);
    const login = SearchResultSchema.parse((await call('GET', '/api/search?query=Carlos%20Mendes', sales)).json());
    expect(login.siteLogins.map((s) => s.detail)).toContain('manager@demo.test');
  });

  it('ranks a whole or starting name match above address matches, and says what matched', async () => {
    const word = `Quillfeather${Date.now() % 100_000}`;
    const customer = async (name: string, addressLine1: string) => {
      const address = await t.db.prisma.address.create({
        data: { addressLine1, city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      });
      return (await createCustomer(t.db.prisma, { name, physicalAddressId: address.id })).property.id;
    };
    // Created address-first, so an order by id or by similarity alone would put the address matches on top.
    const onTheStreet = await customer('Meadow Homes', `12 ${word} Avenue`);
    const containing = await customer(`Lofts of Mc${word}`, '1 Main Street');
    const starting = await customer(`${word} Lofts`, '2 Main Street');
    const exact = await customer(word, '3 Main Street');
    const found = SearchResultSchema.parse(
      (await call('GET', `/api/search?query=${word.toLowerCase()}`, sales)).json(),
    ).properties.map((p) => [p.id, p.match]);
    expect(found).toEqual([
      [exact, 'exact'],
      [starting, 'prefix'],
      [containing, 'name'],
      [onTheStreet, 'other'],
    ]);
    const inside = SearchResultSchema.parse(
      (await call('GET', `/api/search?query=${word.slice(3)}`, sales)).json(),
    ).properties;
    expect(inside.at(-1)).toMatchObject({ id: onTheStreet, match: 'other' });
    expect(inside.slice(0, -1).every((p) => p.match === 'name')).toBe(true);
  });

  it('is for provider staff only and validates the query', async () => {
    expect((await call('GET', '/api/search?query=Summit', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/search?query=a', sales)).statusCode).toBe(400);
    expect((await call('GET', '/api/search', sales)).statusCode).toBe(400);
    expect((await call('GET', '/api/search?query=%25%25%25', sales)).statusCode).toBe(200);
  });

  it('uses the trigram indexes', async () => {
    await t.db.pool.query('ANALYZE');
    const client = await t.db.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query(
        "EXPLAIN SELECT id FROM properties WHERE name % 'Maple Grov' OR name ILIKE '%Maple%'",
      );
      expect(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')).toContain('properties_name_trgm_idx');
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});
