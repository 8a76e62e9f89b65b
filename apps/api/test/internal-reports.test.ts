import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import {
  CanceledPropertyRowSchema,
  PastDueDatalogRowSchema,
  PlatinumPropertyRowSchema,
} from '@kc/domain/internal-reports';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createDatalog } from '@kc/services/fixtures/key-control';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';
import { sheetRows } from './xlsx.ts';

let t: TestContext;
let admin: string;
let sales: string;
let manager: string;

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY - 60_000);
const unique = (name: string) => `${name} ${randomBytes(4).toString('hex')}`;
const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.79.0.1')).json()).accessToken;
const get = (url: string, as = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });
const fieldsOf = (body: unknown) => (body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf((await createInternalUser(t.db, 106)).email);
  sales = await tokenOf((await createInternalUser(t.db, 101)).email);
  manager = await tokenOf((await createSiteLogin(t.db, 203)).email);
});
afterAll(async () => {
  await t.close();
});

describe('cancellation report', () => {
  it('lists a property canceled through the account flags with its reason and the date it was canceled', async () => {
    const name = unique('Canceled Court');
    const { property } = await createCustomer(t.db.prisma, { name, accountingCustomerNumber: unique('C') });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}/ht-info`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { version: property.version, canceled: true, cancellationReasonId: 2 },
    });
    expect(put.statusCode, put.body).toBe(200);

    const res = await get('/api/lookups/canceled-properties?reasonId=2');
    expect(res.statusCode, res.body).toBe(200);
    const row = z
      .array(CanceledPropertyRowSchema)
      .parse(res.json())
      .find((r) => r.propertyId === property.id);
    expect(row).toMatchObject({ propertyName: name, reasonId: 2, reason: 'Switched provider' });
    expect(Date.now() - Date.parse(row!.canceledAt!)).toBeLessThan(DAY);

    const otherReason = await get('/api/lookups/canceled-properties?reasonId=1');
    expect(otherReason.json<{ propertyId: number }[]>().some((r) => r.propertyId === property.id)).toBe(false);
    const later = await get('/api/lookups/canceled-properties?from=2999-01-01');
    expect(later.json()).toEqual([]);

    // Un-canceling clears the date: the property leaves the report.
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}/ht-info`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { version: property.version + 1, canceled: false },
    });
    expect(back.statusCode, back.body).toBe(200);
    const after = await t.db.prisma.property.findUniqueOrThrow({ where: { id: property.id } });
    expect(after.canceledAt).toBeNull();
    const gone = await get('/api/lookups/canceled-properties');
    expect(gone.json<{ propertyId: number }[]>().some((r) => r.propertyId === property.id)).toBe(false);
  });

  it('exports the rows of the filter as an Excel file with the page’s columns', async () => {
    const name = unique('Exported Estates');
    await createCustomer(t.db.prisma, { name, canceled: true, cancellationReasonId: 5, canceledAt: daysAgo(3) });
    const res = await get('/api/lookups/canceled-properties/export?reasonId=5&timeZone=America/Chicago');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/cancellation-report_\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['Property', 'Customer #', 'Corporation', 'Region', 'Reason', 'Canceled']);
    const row = rows.find((r) => r[0] === name);
    expect(row?.[4]).toBe('Property closed');
    expect(row?.[5]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('refuses bad filters with field messages', async () => {
    for (const [query, field] of [
      ['reasonId=99', 'reasonId'],
      ['reasonId=abc', 'reasonId'],
      ['from=2026-13-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
    ] as const) {
      const res = await get(`/api/lookups/canceled-properties?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res.json()), query).toContain(field);
    }
    expect((await get('/api/lookups/canceled-properties/export?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
  });

  it('is for every internal role and no customer', async () => {
    expect((await get('/api/lookups/canceled-properties', sales)).statusCode).toBe(200);
    expect((await get('/api/lookups/canceled-properties', manager)).statusCode).toBe(403);
    expect((await get('/api/lookups/canceled-properties/export', manager)).statusCode).toBe(403);
  });
});

describe('past-due datalog report', () => {
  it('lists datalogs silent past the threshold, not recent, never-heard or canceled ones', async () => {
    const name = unique('Quiet Pines');
    const { property } = await createCustomer(t.db.prisma, { name });
    const stale = await createDatalog(t.db.prisma, { propertyId: property.id, lastCommunication: daysAgo(100) });
    await createDatalog(t.db.prisma, { propertyId: property.id, lastCommunication: daysAgo(10) });
    await createDatalog(t.db.prisma, { propertyId: property.id, lastCommunication: null });
    const canceled = await createCustomer(t.db.prisma, { name: unique('Gone Quiet'), canceled: true });
    const canceledLog = await createDatalog(t.db.prisma, {
      propertyId: canceled.property.id,
      lastCommunication: daysAgo(200),
    });

    const res = await get('/api/lookups/past-due-datalog-properties');
    expect(res.statusCode, res.body).toBe(200);
    const rows = z.array(PastDueDatalogRowSchema).parse(res.json());
    const mine = rows.filter((r) => r.propertyId === property.id);
    expect(mine).toEqual([
      expect.objectContaining({ datalogId: stale.id, propertyName: name, daysSince: 100, datalogType: 'touch' }),
    ]);
    expect(rows.some((r) => r.datalogId === canceledLog.id)).toBe(false);

    const longer = await get('/api/lookups/past-due-datalog-properties?days=120');
    expect(longer.json<{ datalogId: number }[]>().some((r) => r.datalogId === stale.id)).toBe(false);
    const gen10 = await get('/api/lookups/past-due-datalog-properties?datalogType=gen10');
    expect(gen10.json<{ datalogId: number }[]>().some((r) => r.datalogId === stale.id)).toBe(false);

    const file = await get('/api/lookups/past-due-datalog-properties/export');
    expect(file.statusCode).toBe(200);
    expect((await sheetRows(file.rawPayload)).find((r) => r[0] === name)?.[6]).toBe('100');
  });

  it('refuses bad filters, customers and staff without Inventory_READ', async () => {
    for (const [query, field] of [
      ['days=30', 'days'],
      ['days=9999', 'days'],
      ['days=95.5', 'days'],
      ['datalogType=rotary', 'datalogType'],
    ] as const) {
      const res = await get(`/api/lookups/past-due-datalog-properties?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldsOf(res.json()), query).toContain(field);
    }
    expect((await get('/api/lookups/past-due-datalog-properties', sales)).statusCode).toBe(403);
    expect((await get('/api/lookups/past-due-datalog-properties', manager)).statusCode).toBe(403);
    expect((await get('/api/lookups/past-due-datalog-properties/export', sales)).statusCode).toBe(403);
  });
});

describe('platinum datalog report', () => {
  it('lists live platinum properties with their datalogs’ state, filtered by status', async () => {
    const active = await createCustomer(t.db.prisma, { name: unique('Platinum Plaza'), planCode: 'PLT' });
    await createDatalog(t.db.prisma, { propertyId: active.property.id, lastCommunication: daysAgo(1) });
    await createDatalog(t.db.prisma, { propertyId: active.property.id, lastCommunication: daysAgo(95) });
    const silent = await createCustomer(t.db.prisma, { name: unique('Platinum Hush'), planCode: 'PLT' });
    const standard = await createCustomer(t.db.prisma, { name: unique('Standard Row'), planCode: 'STD' });
    const canceled = await createCustomer(t.db.prisma, {
      name: unique('Ex Platinum'),
      planCode: 'PLT',
      canceled: true,
    });

    const res = await get('/api/reports/platinum');
    expect(res.statusCode, res.body).toBe(200);
    const rows = z.array(PlatinumPropertyRowSchema).parse(res.json());
    const byId = new Map(rows.map((r) => [r.propertyId, r]));
    expect(byId.get(active.property.id)).toMatchObject({ datalogs: 2, activeDatalogs: 1, status: 'active' });
    expect(byId.get(silent.property.id)).toMatchObject({ datalogs: 0, status: 'no-communication' });
    expect(byId.has(standard.property.id)).toBe(false);
    expect(byId.has(canceled.property.id)).toBe(false);

    const onlySilent = z
      .array(PlatinumPropertyRowSchema)
      .parse((await get('/api/reports/platinum?status=no-communication')).json());
    expect(onlySilent.some((r) => r.propertyId === silent.property.id)).toBe(true);
    expect(onlySilent.every((r) => r.status === 'no-communication')).toBe(true);

    const file = await get('/api/reports/platinum/export?status=active');
    expect(file.statusCode).toBe(200);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet.find((r) => r[0] === active.property.name)?.slice(4)).toEqual([
      '2',
      '1',
      expect.any(String),
      'Active',
    ]);
  });

  it('refuses bad filters, customers and staff without Inventory_READ', async () => {
    const bad = await get('/api/reports/platinum?status=gold');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toContain('status');
    expect((await get('/api/reports/platinum', sales)).statusCode).toBe(403);
    expect((await get('/api/reports/platinum', manager)).statusCode).toBe(403);
    expect((await get('/api/reports/platinum/export', manager)).statusCode).toBe(403);
  });
});
