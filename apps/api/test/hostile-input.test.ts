import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { adminAndManager, createTestApp, signIn, type TestContext } from './helpers.ts';

// Issue 12, hostile input. A NUL character or an unpaired surrogate anywhere in a request answered 500 on 21 operations. One hook
// refuses them with 400 and the field they are in, before any route's schema or the database sees them.
let t: TestContext;
let admin: string;
let manager: string;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, propertyId } = await adminAndManager(t, '10.81.0.1'));
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, rawJson?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(rawJson ? { 'content-type': 'application/json' } : {}) },
    ...(rawJson ? { payload: rawJson } : {}),
  });

const refusedAt = (res: Awaited<ReturnType<typeof send>>, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-disposition']).toBeUndefined();
  const body = ErrorBodySchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.fieldErrors).toEqual([{ field, message: MESSAGES.unstorableText }]);
};

describe('text that cannot be stored', () => {
  it('is refused in a query string, with the parameter named', async () => {
    refusedAt(await send('GET', '/api/properties?query=a%00', admin), 'query');
    expect((await send('GET', '/api/properties?query=a', admin)).statusCode).toBe(200);
  });

  it('is refused deep in a JSON body, before an export sends its first byte', async () => {
    refusedAt(
      await send(
        'POST',
        `/api/reports/${propertyId}/report-by-unit/export`,
        manager,
        '{"criteria":{"units":["A\\u0000"]}}',
      ),
      'criteria.units.0',
    );
  });

  it('is refused in a note (an unpaired surrogate) and nothing is written', async () => {
    const before = await t.db.prisma.note.count();
    refusedAt(
      await send('POST', '/api/notes/property', manager, `{"entityId":${propertyId},"text":"Gate \\ud800 code"}`),
      'text',
    );
    expect(await t.db.prisma.note.count()).toBe(before);
    // A paired surrogate (an emoji) is ordinary text.
    const saved = await send(
      'POST',
      '/api/notes/property',
      manager,
      `{"entityId":${propertyId},"text":"Gate 🔑 code"}`,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().text).toBe('Gate 🔑 code');
  });
});

describe('answers with tokens or personal data', () => {
  it('are never stored by a cache: sign-in, the signed-in identity and API errors say no-store', async () => {
    const signedIn = await signIn(t.app, 'manager@demo.test', 'DemoPass!2026', '10.81.0.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const me = await send('GET', '/api/auth/me', manager);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await send('GET', '/api/properties?query=a%00', admin)).headers['cache-control']).toBe('no-store');
  });
});

describe('defects the fuzz suite found', () => {
  it('refuses a row version beyond the 32-bit range in a body and in a query string, naming the field', async () => {
    const datalog = await t.db.prisma.datalog.findFirstOrThrow({ where: { propertyId }, orderBy: { id: 'asc' } });
    const add = await send(
      'POST',
      `/api/datalogs/${datalog.id}/panels`,
      admin,
      JSON.stringify({ rowVersion: 2147483648 }),
    );
    expect(add.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(add.json()).fieldErrors.map((f) => f.field)).toEqual(['rowVersion']);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/datalogs/${datalog.id}/panels/1?rowVersion=2147483648`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(remove.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(remove.json()).fieldErrors.map((f) => f.field)).toEqual(['rowVersion']);
  });

  it('answers a URL that is not UTF-8 (a lone surrogate’s bytes) in the one error shape', async () => {
    const res = await send('GET', '/api/devices/by-android-id/a%ED%A0%80b', admin);
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json())).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [{ field: 'url', message: MESSAGES.badUrl }],
    });
  });

  it('answers such a URL with the headers of every other answer (it was answered outside the hooks)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await send(method, '/api/staff/%ED%A0%80', admin);
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-request-id']).toBe(ErrorBodySchema.parse(res.json()).requestId);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a path parameter longer than the router’s default limit with 400 naming it, not 414', async () => {
    for (const [url, field] of [
      [`/api/staff/${'9'.repeat(200)}`, 'id'],
      [`/api/devices/by-android-id/${'a'.repeat(200)}`, 'androidId'],
    ] as const) {
      const res = await send('GET', url, admin);
      expect(res.statusCode).toBe(400);
      const body = ErrorBodySchema.parse(res.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(new Set(body.fieldErrors.map((f) => f.field))).toEqual(new Set([field]));
      expect(res.headers['x-request-id']).toBe(body.requestId);
    }
  });

  it('bounds a unit name and a key tag’s number and hook in the schema: a huge text is refused, not quoted back', async () => {
    const huge = 'A'.repeat(100_000);
    const unit = await send('POST', `/api/properties/${propertyId}/units`, admin, JSON.stringify({ name: huge }));
    expect(unit.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(unit.json()).fieldErrors).toEqual([
      { field: 'name', message: 'At most 10 characters' },
    ]);
    const datalog = await t.db.prisma.datalog.findFirstOrThrow({ where: { propertyId }, orderBy: { id: 'asc' } });
    const tags = await send(
      'PUT',
      `/api/datalogs/${datalog.id}/key-tags`,
      admin,
      JSON.stringify({ rowVersion: datalog.rowVersion, tags: [{ tagNumber: huge, unitId: null, hook: huge }] }),
    );
    expect(tags.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tags.json()).fieldErrors).toEqual([
      { field: 'tags.0.tagNumber', message: 'At most 20 characters' },
      { field: 'tags.0.hook', message: 'At most 20 characters' },
    ]);
    expect(tags.body.length).toBeLessThan(1000); // the service's per-row messages quoted the whole text back
    // The OpenAPI document states the bounds, so the fuzz suite's list of unbounded strings no longer names them.
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
    expect(doc).toContain('"maxLength":20');
  });

  it('refuses a date-time with an endless fraction of a second in its schema, not with a 500 from an export', async () => {
    const endless = `2026-01-01T00:00:00.${'1'.repeat(200_000)}Z`;
    for (const url of [`/api/reports/${propertyId}/transaction/export`, `/api/reports/${propertyId}/keys-out`]) {
      const res = await send('POST', url, manager, JSON.stringify({ criteria: { from: endless } }));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(ErrorBodySchema.parse(res.json()).fieldErrors).toEqual([
        { field: 'criteria.from', message: 'At most 40 characters' },
      ]);
    }
    const fine = await send(
      'POST',
      `/api/reports/${propertyId}/keys-out`,
      manager,
      JSON.stringify({ criteria: { from: '2026-01-01T00:00:00.123456789+05:30' } }),
    );
    expect(fine.statusCode).toBe(200);
  });

  it('bounds e-mail addresses and e-mail domains, which matched their pattern at any length', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/sso/get-organization',
      payload: { email: `${'a'.repeat(300_000)}@example.com` },
    });
    expect(org.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(org.json()).fieldErrors.map((f) => f.field)).toEqual(['email']);
    const before = await t.db.prisma.corporation.count();
    const corp = await send(
      'POST',
      '/api/corporations',
      admin,
      JSON.stringify({ name: 'Long domain', emailDomains: [`${'b.'.repeat(100_000)}com`] }),
    );
    expect(corp.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(corp.json()).fieldErrors).toEqual([
      { field: 'emailDomains.0', message: 'At most 253 characters' },
    ]);
    expect(await t.db.prisma.corporation.count()).toBe(before);
  });

  it('refuses an Impersonation-Id beyond the 32-bit range with 400 naming the header, not 500', async () => {
    for (const id of ['2147483648', '99999999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/properties/${propertyId}`,
        headers: { authorization: `Bearer ${admin}`, 'impersonation-id': id },
      });
      expect(res.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(res.json()).fieldErrors).toEqual([
        { field: 'Impersonation-Id', message: 'Must be a site login id' },
      ]);
    }
  });
});
