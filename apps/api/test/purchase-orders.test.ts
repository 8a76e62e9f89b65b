import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { type PurchaseOrderCreate } from '@kc/domain/purchase-orders/schemas';
import { PurchaseOrderSchema, StatusInformationSchema } from '@kc/domain/purchase-orders/views';
import { PurchaseOrderPageSchema } from '@kc/domain/purchase-orders/search';
import type { RoleId } from '@kc/domain/roles';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createUnit } from '@kc/services/fixtures/key-control';
import { insertPurchaseOrder } from '@kc/services/fixtures/purchase-orders';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
const tokens = {} as Record<'sales' | 'management' | 'accounting' | 'production' | 'sysadmin', string>;
let salesId: number;
let managerToken: string;
let managerProperty: number;
let otherProperty: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.82.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${as}` } });
const fieldsOf = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((f) => [
      f.field,
      f.message,
    ]),
  );

/** A property of a new customer, without a customer number. */
const newProperty = async () => (await createCustomer(t.db.prisma)).property.id;
const order = (propertyId: number, statusId = 1, extra: object = {}) =>
  insertPurchaseOrder(t.db.prisma, { propertyId, statusId, salesRep1Id: salesId, ...extra });

const submitted = (): PurchaseOrderCreate => ({
  draft: false,
  customerPoNumber: 'PO-7781',
  typeId: 1,
  systemType: 'STD',
  billingMethodId: 2,
  billingEmail: 'AP@Example.com',
  shippingAddress: { addressLine1: '12 Elm Street', city: 'Austin', state: 'TX', zip: '78701' },
  numberOfUnits: 120,
  numberOfKeyhooks: 240,
  salesRep1Id: salesId,
  orderDate: '2026-11-20',
  deliveryDate: '2026-12-15',
  foundUsId: 3,
  shippingFeeCents: 950,
  lineItems: [
    { quantity: 1, productNbr: 117, description: 'Monthly service', unitPriceCents: 5495 },
    { quantity: 3, productNbr: 103, description: 'Key tags', noteDescription: 'Blue', unitPriceCents: 4500 },
    { quantity: 1, productNbr: 190, unitPriceCents: -500 },
  ],
  note: 'Customer wants delivery before the holidays',
});

beforeAll(async () => {
  t = await createTestApp();
  const roles: [keyof typeof tokens, RoleId][] = [
    ['sales', 101],
    ['management', 100],
    ['accounting', 103],
    ['production', 104],
    ['sysadmin', 105],
  ];
  for (const [name, roleId] of roles) {
    const user = await createInternalUser(t.db, roleId);
    if (name === 'sales') salesId = user.id;
    tokens[name] = await tokenOf(user.email);
  }
  const manager = await createSiteLogin(t.db, 203);
  managerProperty = manager.properties[0]!.id;
  managerToken = await tokenOf(manager.email);
  otherProperty = (await createSiteLogin(t.db, 203)).properties[0]!.id;
});
afterAll(async () => {
  await t.close();
});

describe('writing an order', () => {
  it('saves a draft, resumes it, submits it with totals in cents, and audits each save', async () => {
    const propertyId = await newProperty();
    const draft = await call('POST', `/api/properties/${propertyId}/purchase-orders`, tokens.sales, {
      draft: true,
      customerPoNumber: 'PO-1',
      lineItems: [{ quantity: 1, productNbr: null, unitPriceCents: 100 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const saved = PurchaseOrderSchema.parse(draft.json());
    expect(saved).toMatchObject({ draft: true, statusId: 1, customerPoNumber: 'PO-1' });

    const submit = await call('PUT', `/api/purchase-orders/${saved.id}`, tokens.sales, {
      ...submitted(),
      version: saved.version,
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const order = PurchaseOrderSchema.parse(submit.json());
    expect(order).toMatchObject({
      draft: false,
      statusId: 1,
      statusName: 'Awaiting Managerial Approval',
      pricing: { subtotalCents: 5495 + 13500 - 500, shippingFee: 950, totalCents: 5495 + 13500 - 500 + 950 },
      propertyInformation: { billingEmail: 'ap@example.com', shippingAddress: { city: 'Austin' } },
      htInformation: { orderDate: '2026-11-20', representatives: { salesRep1: { id: salesId } } },
      notes: [{ message: 'Customer wants delivery before the holidays' }],
    });
    expect(order.purchaseOrderItems.map((i) => [i.productNbr.name, i.amountCents])).toEqual([
      ['Standard Plan', 5495],
      ['Key Tags', 13500],
      ['Discount', -500],
    ]);

    const stale = await call('PUT', `/api/purchase-orders/${saved.id}`, tokens.sales, {
      ...submitted(),
      version: saved.version,
    });
    expect(stale.statusCode).toBe(409);
    const backToDraft = await call('PUT', `/api/purchase-orders/${saved.id}`, tokens.sales, {
      ...submitted(),
      draft: true,
      version: order.version,
    });
    expect(backToDraft.statusCode).toBe(409);

    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'PurchaseOrder', entityId: String(saved.id) },
      orderBy: { id: 'asc' },
    });
    expect(revisions.map((r) => r.type)).toEqual(['CREATE', 'UPDATE']);
    expect(revisions[1]!.oldValue).toMatchObject({ draft: true, customerPoNumber: 'PO-1' });
    expect(revisions[1]!.newValue).toMatchObject({ draft: false, customerPoNumber: 'PO-7781', totalCents: 19445 });
  });

  it('answers 400 with field messages for an incomplete submitted order, 403 without the right, 404 elsewhere', async () => {
    const propertyId = await newProperty();
    const url = `/api/properties/${propertyId}/purchase-orders`;
    const bad = await call('POST', url, tokens.sales, {
      ...submitted(),
      billingEmail: null,
      lineItems: [
        { quantity: 1, productNbr: null, unitPriceCents: 1 },
        { quantity: 1, productNbr: 101, unitPriceCents: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual({
      billingEmail: 'Required for this billing method',
      'lineItems.0.productNbr': 'Product number is required',
      'lineItems.1.description': 'Description is required',
    });
    const unknownRep = await call('POST', url, tokens.sales, { ...submitted(), salesRep1Id: 2_000_000_000 });
    expect(unknownRep.statusCode).toBe(400);
    expect(fieldsOf(unknownRep.body)).toEqual({ salesRep1Id: 'Unknown representative' });
    expect((await call('POST', url, tokens.accounting, submitted())).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/properties/2000000000/purchase-orders`, tokens.sales, submitted())).statusCode,
    ).toBe(404);
    expect(await t.db.prisma.purchaseOrder.count({ where: { propertyId } })).toBe(0);
  });

  it('lets sales edit only until approval', async () => {
    const po = await order(await newProperty(), 2);
    const res = await call('PUT', `/api/purchase-orders/${po.id}`, tokens.sales, {
      ...submitted(),
      version: po.version,
    });
    expect(res.statusCode).toBe(409);
    const manager = await call('PUT', `/api/purchase-orders/${po.id}`, tokens.management, {
      ...submitted(),
      version: po.version,
    });
    expect(manager.statusCode, manager.body).toBe(200);
  });
});

describe('reading orders', () => {
  it("shows a customer its own property's submitted orders and nothing else (404)", async () => {
    const mine = await order(managerProperty, 3);
    const myDraft = await order(managerProperty, 1, { draft: true });
    const theirs = await order(otherProperty, 3);
    const own = await call('GET', `/api/purchase-orders/${mine.id}`, managerToken);
    expect(own.statusCode).toBe(200);
    expect(PurchaseOrderSchema.parse(own.json()).propertyInformation.property.id).toBe(managerProperty);
    for (const id of [theirs.id, myDraft.id]) {
      const res = await call('GET', `/api/purchase-orders/${id}`, managerToken);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Purchase Order Not Found');
      expect((await call('GET', `/api/purchase-orders/${id}/status-information`, managerToken)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/purchase-orders/${theirs.id}`, tokens.sales)).statusCode).toBe(200);
    expect((await call('GET', '/api/purchase-orders/abc', tokens.sales)).statusCode).toBe(400);
    expect((await call('GET', '/api/purchase-orders', managerToken)).statusCode).toBe(403);
  });

  it('lists orders with customer numbers first, then the newest order date, and filters by the spec payload', async () => {
    const name = `Filter Commons ${Date.now()}`;
    const corp = await createCustomer(t.db.prisma, { name });
    const numbered = await createCustomer(t.db.prisma, {
      name: `${name} II`,
      accountingCustomerNumber: `F${Date.now()}`,
    });
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const old = await order(numbered.property.id, 3, { orderDate: day('2026-01-10') });
    const newer = await order(corp.property.id, 1, { orderDate: day('2026-03-10') });
    const newest = await order(corp.property.id, 2, { orderDate: day('2026-04-10'), typeId: 4 });
    await order(corp.property.id, 1, { disabled: true });
    const search = async (query: string) => {
      const res = await call(
        'GET',
        `/api/purchase-orders?propertyName=${encodeURIComponent(name)}&${query}`,
        tokens.sales,
      );
      expect(res.statusCode, res.body).toBe(200);
      return PurchaseOrderPageSchema.parse(res.json()).rows.map((r) => r.id);
    };
    expect(await search('')).toEqual([old.id, newest.id, newer.id]);
    expect(await search('purchaseOrderStatuses=1,3')).toEqual([old.id, newer.id]);
    expect(await search('managerApproved=true')).toEqual([old.id, newest.id]);
    expect(await search('variant=conversions')).toEqual([newest.id]);
    expect(await search('year=2026&month=3')).toEqual([newer.id]);
    expect(await search(`representativeId=${salesId}&includeDeleted=true`)).toHaveLength(4);
    expect(await search('variant=accounting')).toEqual([old.id]);
    const page = PurchaseOrderPageSchema.parse(
      (await call('GET', `/api/purchase-orders?propertyName=${encodeURIComponent(name)}`, tokens.production)).json(),
    );
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 100 });
    expect(page.rows[0]).toMatchObject({
      customerNumber: numbered.property.accountingCustomerNumber,
      needsAction: true,
    });
    // The order form lists one property's drafts to resume.
    const draft = await order(corp.property.id, 1, { draft: true });
    expect(await search(`propertyId=${corp.property.id}`)).toEqual([draft.id, newest.id, newer.id]);
    expect(await search(`propertyId=${numbered.property.id}`)).toEqual([old.id]);
    expect((await call('GET', '/api/purchase-orders?propertyId=x', tokens.sales)).statusCode).toBe(400);
    const bad = await call('GET', '/api/purchase-orders?purchaseOrderStatuses=1,9', tokens.sales);
    expect(bad.statusCode).toBe(400);
  });

  it('answers the look-ups a form chooses from', async () => {
    const res = await call('GET', '/api/purchase-orders/lookups', tokens.sales);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products.filter((p: { id: number }) => p.id >= 116 && p.id <= 119)).toHaveLength(4);
    expect(body.types.map((x: { id: number }) => x.id)).toEqual([1, 2, 3, 4]);
    expect(body.salesReps.some((r: { id: number }) => r.id === salesId)).toBe(true);
  });
});

describe('from approval to installation', () => {
  it('approves once when two managers approve at the same moment', async () => {
    const po = await order(await newProperty(), 1);
    const answers = await Promise.all([
      call('POST', `/api/purchase-orders/${po.id}/approve`, tokens.management),
      call('POST', `/api/purchase-orders/${po.id}/approve`, tokens.management),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.prisma.purchaseOrderStatusEvent.count({ where: { purchaseOrderId: po.id, toStatusId: 2 } })).toBe(
      1,
    );
  });

  it('refuses approval without the right (403), of a draft or an approved order (409), of an unknown order (404)', async () => {
    const po = await order(await newProperty(), 1);
    expect((await call('POST', `/api/purchase-orders/${po.id}/approve`, tokens.sales)).statusCode).toBe(403);
    const draft = await order(await newProperty(), 1, { draft: true });
    expect((await call('POST', `/api/purchase-orders/${draft.id}/approve`, tokens.management)).statusCode).toBe(409);
    const approved = await order(await newProperty(), 2);
    const again = await call('POST', `/api/purchase-orders/${approved.id}/approve`, tokens.management);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This purchase order is already approved');
    expect((await call('POST', '/api/purchase-orders/2000000000/approve', tokens.management)).statusCode).toBe(404);
  });

  it('goes straight to customer number assigned when the property already has one', async () => {
    const { property } = await createCustomer(t.db.prisma, { accountingCustomerNumber: `K${Date.now()}` });
    const po = await order(property.id, 1);
    const res = await call('POST', `/api/purchase-orders/${po.id}/approve`, tokens.management);
    expect(res.json()).toMatchObject({ statusId: 3, accountingStatusId: 1 });
  });

  it('walks an order through every status, the customer completing unit entry, each step dated', async () => {
    const propertyId = managerProperty;
    await t.db.prisma.property.update({ where: { id: propertyId }, data: { accountingCustomerNumber: null } });
    const po = await order(propertyId, 1);
    const url = `/api/purchase-orders/${po.id}`;
    expect((await call('POST', `${url}/approve`, tokens.management)).json()).toMatchObject({ statusId: 2 });

    // Customer number: accounting only, only once, unique, and it becomes the property's.
    const number = `N${Date.now()}`;
    expect((await call('PUT', `${url}/customer-number`, tokens.sales, { customerNumber: number })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `${url}/customer-number`, tokens.accounting, { customerNumber: 'no spaces' })).statusCode,
    ).toBe(400);
    const assigned = await call('PUT', `${url}/customer-number`, tokens.accounting, { customerNumber: number });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ statusId: 3, accountingStatusId: 1 });
    const property = await t.db.prisma.property.findUniqueOrThrow({ where: { id: propertyId } });
    expect(property.accountingCustomerNumber).toBe(number);
    expect((await call('PUT', `${url}/customer-number`, tokens.accounting, { customerNumber: 'X1' })).statusCode).toBe(
      409,
    );
    const other = await order(await newProperty(), 2);
    const taken = await call('PUT', `/api/purchase-orders/${other.id}/customer-number`, tokens.accounting, {
      customerNumber: number,
    });
    expect(taken.statusCode).toBe(400);
    expect(fieldsOf(taken.body)).toEqual({ customerNumber: 'Already used by another property' });

    // Production: file created, sent for unit entry (the property's flag is set), a stale or skipping step is 409.
    expect((await call('PUT', `${url}/file-created`, tokens.sales, {})).statusCode).toBe(403);
    const file = await call('PUT', `${url}/file-created`, tokens.production, { fromStatusId: 3 });
    expect(file.json()).toMatchObject({ statusId: 4, fileCreatedAt: expect.any(String) });
    const sent = await call('POST', `${url}/status`, tokens.production, { fromStatusId: 4, toStatusId: 5 });
    expect(sent.json()).toMatchObject({ statusId: 5 });
    expect((await t.db.prisma.property.findUniqueOrThrow({ where: { id: propertyId } })).customerUnitEntry).toBe(true);
    const stale = await call('POST', `${url}/status`, tokens.production, { fromStatusId: 4, toStatusId: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('reload it');
    expect(
      (await call('POST', `${url}/status`, tokens.production, { fromStatusId: 5, toStatusId: 7 })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `${url}/status`, tokens.accounting, { fromStatusId: 5, toStatusId: 6 })).statusCode,
    ).toBe(403);

    // The customer confirms its unit list on the New Property Setup page: the order's units are verified.
    await createUnit(t.db.prisma, { propertyId, name: '101' });
    const confirm = await call('POST', `/api/properties/${propertyId}/verification/confirm`, managerToken, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await call('GET', url, tokens.production)).json()).toMatchObject({ statusId: 6 });

    await call('PUT', `${url}/action-completed`, tokens.production, { action: 'Panels scanned' });
    expect(
      (await call('POST', `${url}/status`, tokens.production, { fromStatusId: 6, toStatusId: 7 })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `${url}/status`, tokens.production, { fromStatusId: 7, toStatusId: 8 })).statusCode,
    ).toBe(200);

    const info = StatusInformationSchema.parse((await call('GET', `${url}/status-information`, managerToken)).json());
    expect(info).toMatchObject({
      statusId: 8,
      statusName: 'Installed',
      lastAction: 'Panels scanned',
      nextStatuses: [],
    });
    expect(info.steps.map((s) => s.date !== null)).toEqual([true, true, true, true, true, true, true, true]);
    expect(info.history.map((h) => h.event)).toEqual([
      'submitted',
      'approve',
      'customer-number',
      'file-created',
      'advance',
      'unit-entry',
      'action: Panels scanned',
      'advance',
      'advance',
    ]);
    const statusRevisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'PurchaseOrder', entityId: String(po.id), path: 'statusId' },
      orderBy: { id: 'asc' },
    });
    expect(statusRevisions.map((r) => [r.oldValue, r.newValue])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 8],
    ]);
    const sideEffects = await t.db.prisma.auditRevision.findMany({
      where: {
        entityType: 'PurchaseOrder',
        entityId: String(po.id),
        path: { in: ['fileCreatedAt', 'accountingStatusId'] },
      },
    });
    expect(sideEffects.map((r) => [r.path, r.oldValue]).sort()).toEqual([
      ['accountingStatusId', null],
      ['fileCreatedAt', null],
    ]);
  });

  it('marks an order invoiced once, for accounting only', async () => {
    const po = await order(await newProperty(), 3);
    const url = `/api/purchase-orders/${po.id}/accounting-status`;
    expect((await call('PUT', url, tokens.production, { accountingStatusId: 2 })).statusCode).toBe(403);
    expect((await call('PUT', url, tokens.accounting, { accountingStatusId: 1 })).statusCode).toBe(400);
    const res = await call('PUT', url, tokens.accounting, { accountingStatusId: 2 });
    expect(res.json()).toMatchObject({ accountingStatusId: 2, accountingStatusName: 'Invoiced' });
    expect((await call('PUT', url, tokens.accounting, { accountingStatusId: 2 })).statusCode).toBe(409);
  });
});

describe('every order endpoint', () => {
  // [method, path after /api/purchase-orders/{id}, who may call it, a well-formed body, a malformed body]
  const endpoints: [
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    as: keyof typeof tokens,
    ok: object | undefined,
    bad: object | undefined,
  ][] = [
    ['GET', '', 'sales', undefined, undefined],
    ['PUT', '', 'management', { draft: true, version: 1 }, { version: 'x' }],
    ['GET', '/status-information', 'production', undefined, undefined],
    ['POST', '/approve', 'management', undefined, undefined],
    ['PUT', '/disabled', 'management', { disabled: true }, { disabled: 'yes' }],
    ['POST', '/status', 'production', { fromStatusId: 6, toStatusId: 7 }, { fromStatusId: 6, toStatusId: 9 }],
    ['PUT', '/file-created', 'production', {}, { fromStatusId: 0 }],
    ['PUT', '/action-completed', 'production', { action: 'Keys tagged' }, { action: '' }],
    ['PUT', '/customer-number', 'accounting', { customerNumber: 'Z1' }, { customerNumber: 'a b' }],
    ['PUT', '/accounting-status', 'accounting', { accountingStatusId: 2 }, { accountingStatusId: 3 }],
  ];
  it('answers 404 for an unknown order, 400 for a malformed id or body, and 403 to a customer', async () => {
    const po = await order(managerProperty, 3);
    for (const [method, path, as, ok, bad] of endpoints) {
      const label = `${method} ${path || '/'}`;
      const unknown = await call(method, `/api/purchase-orders/2000000000${path}`, tokens[as], ok);
      expect(unknown.statusCode, `${label} unknown: ${unknown.body}`).toBe(404);
      expect((await call(method, `/api/purchase-orders/0${path}`, tokens[as], ok)).statusCode, `${label} id 0`).toBe(
        400,
      );
      if (bad)
        expect((await call(method, `/api/purchase-orders/${po.id}${path}`, tokens[as], bad)).statusCode, label).toBe(
          400,
        );
      const customer = await call(method, `/api/purchase-orders/${po.id}${path}`, managerToken, ok);
      expect(customer.statusCode, `${label} as the property's manager`).toBe(method === 'GET' ? 200 : 403);
    }
    expect(await t.db.prisma.purchaseOrder.findUniqueOrThrow({ where: { id: po.id } })).toMatchObject({
      statusId: 3,
      disabled: false,
      accountingStatusId: 1,
    });
  });
});

describe('the production queue', () => {
  it('shows each open order with the date of every milestone reached, and no drafts, deleted or installed orders', async () => {
    const name = `Queue Court ${Date.now()}`;
    const { property } = await createCustomer(t.db.prisma, { name });
    const shipped = await order(property.id, 7, {
      orderDate: new Date('2026-10-01T12:00:00Z'),
      lastAction: 'Keys tagged',
    });
    const fresh = await order(property.id, 1, { orderDate: new Date('2026-10-20T12:00:00Z') });
    await order(property.id, 8);
    await order(property.id, 1, { draft: true });
    await order(property.id, 4, { disabled: true });
    const res = await call('GET', `/api/production-queue?propertyName=${encodeURIComponent(name)}`, tokens.production);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((r) => r.id)).toEqual([shipped.id, fresh.id]);
    expect(rows[0]).toMatchObject({
      poCreated: '2026-10-01T12:00:00.000Z',
      managerApproved: '2026-10-05T12:00:00.000Z',
      customerNumberAssigned: '2026-10-09T12:00:00.000Z',
      sentForUnitEntry: '2026-10-17T12:00:00.000Z',
      unitsVerified: '2026-10-21T12:00:00.000Z',
      panelsScanned: null,
      shipped: '2026-10-25T12:00:00.000Z',
      lastAction: 'Keys tagged',
    });
    expect(rows[1]).toMatchObject({ managerApproved: null, shipped: null });
    expect((await call('GET', '/api/production-queue', managerToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/production-queue?purchaseOrderStatuses=x', tokens.production)).statusCode).toBe(
      400,
    );
  });
});

describe('deleting and undeleting', () => {
  it('follows the delete rule per right and status, and undeletes', async () => {
    const early = await order(await newProperty(), 2);
    const late = await order(await newProperty(), 6);
    const shipped = await order(await newProperty(), 7);
    const set = (id: number, as: string, disabled = true) =>
      call('PUT', `/api/purchase-orders/${id}/disabled`, as, { disabled });
    expect((await set(early.id, tokens.sales)).statusCode).toBe(403);
    // System administrators hold PurchaseOrder_DELETE only: below customer number assigned.
    expect((await set(late.id, tokens.sysadmin)).statusCode).toBe(409);
    const deleted = await set(early.id, tokens.sysadmin);
    expect(deleted.json()).toMatchObject({ disabled: true });
    expect((await set(early.id, tokens.sysadmin)).statusCode).toBe(409);
    expect((await set(early.id, tokens.sysadmin, false)).json()).toMatchObject({ disabled: false });
    // Management holds the decision right: below shipped.
    expect((await set(late.id, tokens.management)).statusCode).toBe(200);
    expect((await set(shipped.id, tokens.management)).statusCode).toBe(409);
    const deletedLate = await t.db.prisma.purchaseOrder.findUniqueOrThrow({ where: { id: late.id } });
    expect(
      (
        await call('POST', `/api/purchase-orders/${late.id}/status`, tokens.production, {
          fromStatusId: 6,
          toStatusId: 7,
        })
      ).statusCode,
    ).toBe(409);
    expect(deletedLate.disabled).toBe(true);
    const revision = await t.db.prisma.auditRevision.findFirst({
      where: { entityType: 'PurchaseOrder', entityId: String(late.id), path: 'disabled' },
    });
    expect(revision).toMatchObject({ oldValue: false, newValue: true });
  });
});
