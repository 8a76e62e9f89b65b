import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { PurchaseOrderPageSchema } from '@kc/domain/purchase-orders/search';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { insertPurchaseOrder } from '@kc/services/fixtures/purchase-orders';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';
import { sheetRows } from './xlsx.ts';

// The production queue's export and single-row read, the plan an installed order sets, and the search total kept by
// purchase_order_counts (decision 0061).
let t: TestContext;
let production: string;
let sales: string;
let manager: string;
let repId: number;

const unique = (name: string) => `${name} ${randomBytes(4).toString('hex')}`;
const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.83.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, as?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${as}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  production = await tokenOf((await createInternalUser(t.db, 104)).email);
  const rep = await createInternalUser(t.db, 101);
  repId = rep.id;
  sales = await tokenOf(rep.email);
  manager = await tokenOf((await createSiteLogin(t.db, 203)).email);
});
afterAll(async () => {
  await t.close();
});

describe('the production queue export', () => {
  it("exports the page's rows for its filters and sort, dates in the reader's time zone; refuses bad filters", async () => {
    const name = unique('Export Gardens');
    const { property } = await createCustomer(t.db.prisma, { name });
    const base = { propertyId: property.id, salesRep1Id: repId };
    const approved = await insertPurchaseOrder(t.db.prisma, {
      ...base,
      statusId: 2,
      orderDate: new Date('2026-09-01T18:00:00Z'),
    });
    const numbered = await insertPurchaseOrder(t.db.prisma, {
      ...base,
      statusId: 3,
      orderDate: new Date('2026-09-10T18:00:00Z'),
      lastAction: 'Ordered panels',
    });
    await insertPurchaseOrder(t.db.prisma, { ...base, statusId: 1, orderDate: new Date('2026-09-20T18:00:00Z') });
    const q = `propertyName=${encodeURIComponent(name)}&timeZone=America/Chicago`;

    const res = await call('GET', `/api/production-queue/export?${q}&reached=managerApproved&sort=id&desc=true`, sales);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/production-queue_\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await sheetRows(res.rawPayload);
    expect(sheet[0]!.slice(0, 9)).toEqual([
      'PO #',
      'Property',
      'Customer #',
      'Corporation',
      'Status',
      'Sales rep',
      'Installer',
      'PO created',
      'Manager approved',
    ]);
    expect(sheet.slice(1).map((r) => r[0])).toEqual([String(numbered.id), String(approved.id)]);
    // The fixture approves four days after the order date, at 18:00 UTC: 13:00 in Chicago, the same day.
    expect(sheet[1]!.slice(7, 9)).toEqual(['09/10/2026', '09/14/2026']);
    expect(sheet[1]).toContain('Ordered panels');

    const text = await call('GET', `/api/production-queue/export?${q}&q=ordered%20PANELS&missing=shipped`, production);
    expect((await sheetRows(text.rawPayload)).slice(1).map((r) => r[0])).toEqual([String(numbered.id)]);

    const bad = await call('GET', `/api/production-queue/export?${q}&reached=lunch&sort=nothing`, production);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ fieldErrors: { field: string }[] }>()
        .fieldErrors.map((f) => f.field)
        .sort(),
    ).toEqual(['reached', 'sort']);
    expect((await call('GET', `/api/production-queue/export?${q}`, manager)).statusCode).toBe(403);
    expect((await call('GET', `/api/production-queue/export?${q}`)).statusCode).toBe(401);

    // The page's read of one row after an action.
    const one = await call('GET', `/api/production-queue?purchaseOrderId=${numbered.id}`, production);
    expect(one.json<{ id: number; lastAction: string }[]>()).toMatchObject([
      { id: numbered.id, lastAction: 'Ordered panels' },
    ]);
    expect((await call('GET', '/api/production-queue?purchaseOrderId=0', production)).statusCode).toBe(400);
  });
});

describe('installing an order for a plan', () => {
  it("puts the property on the order's plan, audited; an order without a plan line leaves the plan alone", async () => {
    const { property } = await createCustomer(t.db.prisma, { name: unique('Plan Place'), planCode: 'PRI' });
    const platinum = await insertPurchaseOrder(t.db.prisma, {
      propertyId: property.id,
      statusId: 7,
      systemType: 'PLT',
    });
    const install = (id: number) =>
      call('POST', `/api/purchase-orders/${id}/status`, production, { fromStatusId: 7, toStatusId: 8 });
    const res = await install(platinum.id);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.db.prisma.property.findUniqueOrThrow({ where: { id: property.id } });
    expect(stored.planCode).toBe('PLT');
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'Property', entityId: String(property.id), path: 'planCode' },
    });
    expect(revisions.map((r) => [r.oldValue, r.newValue])).toEqual([['PRI', 'PLT']]);
    // The second install is stale: 409, and nothing more is written.
    expect((await install(platinum.id)).statusCode).toBe(409);

    const hardware = await insertPurchaseOrder(t.db.prisma, {
      propertyId: property.id,
      statusId: 7,
      lines: [{ productNbr: 102, quantity: 2, unitPriceCents: 9900, description: 'Additional panel' }],
    });
    expect((await install(hardware.id)).statusCode).toBe(200);
    const after = await t.db.prisma.property.findUniqueOrThrow({ where: { id: property.id } });
    expect(after.planCode).toBe('PLT');
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'Property', entityId: String(property.id), path: 'planCode' },
      }),
    ).toBe(1);
  });
});

describe('the search total', () => {
  it('stays exact through inserts, status changes, deletion and a new customer number, counted or summed', async () => {
    const tag = randomBytes(4).toString('hex');
    const name = `Count Commons ${tag}`;
    const { property } = await createCustomer(t.db.prisma, { name });
    const make = (statusId: number) =>
      insertPurchaseOrder(t.db.prisma, { propertyId: property.id, statusId, salesRep1Id: repId });
    const [a, b] = [await make(1), await make(2), await make(4)];
    const search = async (extra = '') => {
      const res = await call(
        'GET',
        `/api/purchase-orders?propertyName=${encodeURIComponent(name)}${extra}`,
        production,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = PurchaseOrderPageSchema.parse(res.json());
      return { total: page.total, ids: page.rows.map((r) => r.id) };
    };
    // Summed from the counts, and counted from the rows (the representative filter needs them): the same answer.
    expect((await search()).total).toBe(3);
    expect((await search(`&representativeId=${repId}`)).total).toBe(3);
    expect((await search('&purchaseOrderStatuses=1,2')).total).toBe(2);

    const approve = await call(
      'POST',
      `/api/purchase-orders/${a.id}/approve`,
      await tokenOf((await createInternalUser(t.db, 100)).email),
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await search('&purchaseOrderStatuses=1')).total).toBe(0);
    expect((await search('&managerApproved=true')).total).toBe(3);

    await t.db.prisma.purchaseOrder.update({ where: { id: b.id }, data: { disabled: true } });
    expect(await search()).toMatchObject({ total: 2 });
    expect((await search('&includeDeleted=true')).total).toBe(3);

    // A customer number moves the property's orders ahead of those without one, newest order date first.
    const { property: annex } = await createCustomer(t.db.prisma, { name: `Count Annex ${tag}` });
    const late = await insertPurchaseOrder(t.db.prisma, {
      propertyId: annex.id,
      orderDate: new Date('2030-01-01T12:00:00Z'),
    });
    const both = await call('GET', `/api/purchase-orders?propertyName=${tag}`, production);
    expect(PurchaseOrderPageSchema.parse(both.json()).rows[0]!.id).toBe(late.id);
    await t.db.prisma.property.update({ where: { id: property.id }, data: { accountingCustomerNumber: unique('CN') } });
    const reordered = PurchaseOrderPageSchema.parse(
      (await call('GET', `/api/purchase-orders?propertyName=${tag}`, production)).json(),
    );
    expect(reordered.rows.map((r) => r.id).indexOf(late.id)).toBe(2);
    expect(reordered.total).toBe(3);
  });
});
