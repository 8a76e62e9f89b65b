import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { ActivitySchema, ExceptionAlertsSchema, VendorSchema, WorkOrderSchema } from '@kc/domain/property-ops';
import { z } from 'zod';
import { INHERIT_ALL } from '@kc/domain/alerts';
import { createBadge } from '@kc/services/fixtures/badges';
import { createDatalog } from '@kc/services/fixtures/key-control';
import { createVendor, createWorkOrder } from '@kc/services/fixtures/property-ops';
import { createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let token: string;
let staffToken: string;
let propertyId: number;
let otherPropertyId: number;

const DAY = 86_400_000;
const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.79.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${as}` } });
const fieldsOf = (body: unknown) => (body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createSiteLogin(t.db, 203);
  propertyId = manager.properties[0]!.id;
  token = await tokenOf(manager.email);
  otherPropertyId = (await createSiteLogin(t.db, 203)).properties[0]!.id;
  staffToken = await tokenOf((await createSiteLogin(t.db, 205)).email);
});
afterAll(async () => {
  await t.close();
});

describe('vendors', () => {
  it('adds, lists, edits and deactivates vendors; names are unique per property; versions are checked', async () => {
    const res = await call('POST', `/api/properties/${propertyId}/vendors`, {
      name: 'Ace Plumbing',
      contactName: 'Al',
      phoneNumber: '(512) 555-0101',
      email: 'al@ace.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    const vendor = VendorSchema.parse(res.json());
    const dup = await call('POST', `/api/properties/${propertyId}/vendors`, { name: 'Ace Plumbing' });
    expect(dup.statusCode).toBe(400);
    expect(fieldsOf(dup.json())).toEqual(['name']);
    const bad = await call('POST', `/api/properties/${propertyId}/vendors`, { name: '', email: 'nope' });
    expect(fieldsOf(bad.json())).toEqual(expect.arrayContaining(['name', 'email']));

    const off = await call('PUT', `/api/vendors/${vendor.id}`, {
      name: 'Ace Plumbing Co',
      active: false,
      version: vendor.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ name: 'Ace Plumbing Co', active: false, contactName: null, version: 2 });
    expect(
      (await call('PUT', `/api/vendors/${vendor.id}`, { name: 'Stale', active: true, version: 1 })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/properties/${propertyId}/vendors`)).json<unknown[]>()).toHaveLength(0);
    expect(
      (await call('GET', `/api/properties/${propertyId}/vendors?includeInactive=true`)).json<unknown[]>(),
    ).toHaveLength(1);
    expect(
      await t.db.prisma.auditRevision.count({ where: { entityType: 'Vendor', entityId: String(vendor.id) } }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("refuses other customers' vendors and logins without the right", async () => {
    expect((await call('GET', `/api/properties/${otherPropertyId}/vendors`)).statusCode).toBe(404);
    const foreign = await createVendor(t.db.prisma, { propertyId: otherPropertyId, name: 'Foreign Vendor' });
    expect(
      (await call('PUT', `/api/vendors/${foreign.id}`, { name: 'Mine now', active: true, version: 1 })).statusCode,
    ).toBe(404);
    expect((await t.db.prisma.vendor.findUniqueOrThrow({ where: { id: foreign.id } })).name).toBe('Foreign Vendor');
    expect((await call('GET', `/api/properties/${propertyId}/vendors`, undefined, staffToken)).statusCode).toBe(403);
  });
});

describe('work orders', () => {
  it('adds and edits work orders; numbers are unique per property; completing stamps a time; versions are checked', async () => {
    const vendor = await createVendor(t.db.prisma, { propertyId, name: 'Work Vendor' });
    const res = await call('POST', `/api/properties/${propertyId}/work-orders`, {
      number: 'WO-1',
      unitName: 'A-101',
      vendorId: vendor.id,
      description: 'Leaky faucet',
      dueDate: '2026-12-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const wo = WorkOrderSchema.parse(res.json());
    expect(wo).toMatchObject({ status: 'open', vendorName: 'Work Vendor', dueDate: '2026-12-01', completedAt: null });
    const dup = await call('POST', `/api/properties/${propertyId}/work-orders`, {
      number: 'WO-1',
      description: 'Again',
    });
    expect(dup.statusCode).toBe(400);
    expect(fieldsOf(dup.json())).toEqual(['number']);
    const bad = await call('POST', `/api/properties/${propertyId}/work-orders`, {
      number: '',
      unitName: 'much too long unit',
      description: '',
      status: 'lost',
    });
    expect(fieldsOf(bad.json())).toEqual(expect.arrayContaining(['number', 'unitName', 'description', 'status']));
    const foreignVendor = await createVendor(t.db.prisma, { propertyId: otherPropertyId, name: 'Their Vendor' });
    const crossed = await call('POST', `/api/properties/${propertyId}/work-orders`, {
      number: 'WO-2',
      description: 'x',
      vendorId: foreignVendor.id,
    });
    expect(fieldsOf(crossed.json())).toEqual(['vendorId']);

    const done = await call('PUT', `/api/work-orders/${wo.id}`, {
      number: 'WO-1',
      description: 'Leaky faucet fixed',
      status: 'completed',
      version: wo.version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', vendorId: null, version: 2 });
    expect(done.json<{ completedAt: string | null }>().completedAt).not.toBeNull();
    expect(
      (await call('PUT', `/api/work-orders/${wo.id}`, { number: 'WO-1', description: 'x', version: 1 })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/work-orders/${wo.id}`)).json()).toMatchObject({
      description: 'Leaky faucet fixed',
    });
    const list = z
      .array(WorkOrderSchema)
      .parse((await call('GET', `/api/properties/${propertyId}/work-orders`)).json());
    expect(list.map((w) => w.number)).toEqual(['WO-1']);
  });

  it("404s another customer's work order and 403s a login without WorkOrder_UPDATE", async () => {
    const foreign = await createWorkOrder(t.db.prisma, {
      propertyId: otherPropertyId,
      number: 'F-1',
      description: 'theirs',
    });
    expect((await call('GET', `/api/work-orders/${foreign.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/work-orders/${foreign.id}`, { number: 'F-1', description: 'mine', version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/properties/${otherPropertyId}/work-orders`)).statusCode).toBe(404);
    expect((await call('GET', `/api/properties/${propertyId}/work-orders`, undefined, staffToken)).statusCode).toBe(
      403,
    );
  });
});

describe('activities', () => {
  it('lists codes 1–20 with defaults, renames them, reverts to the default, and never lists 99', async () => {
    const list = z.array(ActivitySchema).parse((await call('GET', `/api/properties/${propertyId}/activities`)).json());
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ activityCode: 1, activityName: 'OK', isDefault: true });
    expect(list.some((a) => a.activityCode === 99)).toBe(false);
    const saved = await call('PUT', `/api/properties/${propertyId}/activities`, {
      activities: [
        { activityCode: 4, activityName: 'Showing' },
        { activityCode: 1, activityName: 'OK' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ activityCode: number; activityName: string; isDefault: boolean }[]>()[3]).toEqual({
      activityCode: 4,
      activityName: 'Showing',
      isDefault: false,
    });
    expect(await t.db.prisma.propertyActivity.count({ where: { propertyId } })).toBe(1);
    const back = await call('PUT', `/api/properties/${propertyId}/activities`, {
      activities: [{ activityCode: 4, activityName: '' }],
    });
    expect(back.json<{ isDefault: boolean }[]>()[3]!.isDefault).toBe(true);
    expect(
      (
        await call('PUT', `/api/properties/${propertyId}/activities`, {
          activities: [{ activityCode: 99, activityName: 'Blank' }],
        })
      ).statusCode,
    ).toBe(400);
    // Property staff hold Activity_READ but this is not their property (404), and they may not rename (403).
    expect((await call('GET', `/api/properties/${propertyId}/activities`, undefined, staffToken)).statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/properties/${propertyId}/activities`,
          { activities: [{ activityCode: 2, activityName: 'x' }] },
          staffToken,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/properties/${otherPropertyId}/activities`)).statusCode).toBe(404);
  });
});

describe('exception alerts', () => {
  it('reports keys out past the threshold, badges unused 30 days and datalogs silent 3 days, for that property only', async () => {
    const now = Date.now();
    const quiet = await createDatalog(t.db.prisma, { propertyId, lastCommunication: new Date(now - 5 * DAY) });
    await createDatalog(t.db.prisma, { propertyId, lastCommunication: new Date(now - 60_000) });
    await t.db.prisma.keyState.createMany({
      data: [
        {
          propertyId,
          datalogId: quiet.id,
          keyTagNumber: '1234',
          isOut: true,
          since: new Date(now - 30 * 3_600_000),
          employeeName: 'Rosa',
          propertyUnitName: 'A-1',
          sequence: 1n,
          transactionId: 1n,
        },
        {
          propertyId,
          datalogId: quiet.id,
          keyTagNumber: '1235',
          isOut: true,
          since: new Date(now - 3_600_000),
          sequence: 2n,
          transactionId: 2n,
        },
        {
          propertyId,
          datalogId: quiet.id,
          keyTagNumber: '1236',
          isOut: false,
          since: new Date(now - 40 * 3_600_000),
          sequence: 3n,
          transactionId: 3n,
        },
      ],
    });
    const unused = await createBadge(t.db.prisma, {
      propertyId,
      employeeName: 'Dormant',
      lastUsed: new Date(now - 45 * DAY),
    });
    await createBadge(t.db.prisma, { propertyId, employeeName: 'Busy', lastUsed: new Date(now - DAY) });
    await createBadge(t.db.prisma, {
      propertyId,
      employeeName: 'Gone',
      lastUsed: new Date(now - 45 * DAY),
      active: false,
    });

    const res = await call('GET', `/api/properties/${propertyId}/exception-alerts`);
    expect(res.statusCode, res.body).toBe(200);
    const { alerts, keyOutHours } = ExceptionAlertsSchema.parse(res.json());
    expect(keyOutHours).toBe(24);
    expect(alerts.filter((a) => a.type === 'KEY_OUT').map((a) => a.ref.keyTagNumber)).toEqual(['1234']);
    expect(alerts.filter((a) => a.type === 'BADGE_UNUSED').map((a) => a.ref.badgeId)).toEqual([unused.id]);
    expect(alerts.filter((a) => a.type === 'LAST_COMM').map((a) => a.ref.datalogId)).toEqual([quiet.id]);
    // The threshold is the property's exception setting (decision 0036).
    const set = await call('PUT', `/api/properties/${propertyId}/exception-settings`, {
      ...INHERIT_ALL,
      keyOutThreshold: { value: 1, unit: 'hours' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const shorter = ExceptionAlertsSchema.parse(
      (await call('GET', `/api/properties/${propertyId}/exception-alerts`)).json(),
    );
    expect(shorter.alerts.filter((a) => a.type === 'KEY_OUT')).toHaveLength(2);

    expect((await call('GET', `/api/properties/${otherPropertyId}/exception-alerts`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/properties/${propertyId}/exception-alerts`, undefined, staffToken)).statusCode,
    ).toBe(403);
  });
});
