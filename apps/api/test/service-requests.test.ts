import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TokenSetSchema } from '@kc/domain/auth';
import { LEADING_REQUEST_TYPES, MAX_PINNED_MESSAGE, SR_STATUS } from '@kc/domain/service-requests/rules';
import {
  ServiceRequestSchema,
  SrCreatedSchema,
  SrNoteSchema,
  SrPageSchema,
  SrPinnedSchema,
  SrRecentSchema,
  SrRowSchema,
  SrTechnicianSchema,
  SrTypeSchema,
} from '@kc/domain/service-requests/schemas';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { insertServiceRequestRow } from '@kc/services/fixtures/service-requests';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let techToken: string;
let techId: number;
let tech2Id: number;
let salesToken: string;
let salesId: number;
let accountingToken: string;
let managerToken: string;
let staffToken: string;
let managerProperty: number;
let otherProperty: number;
/** A property of its own customer, so list totals are exact. */
let quietProperty: number;
let quietCorporation: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.83.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${as}` } : {} });
const fieldsOf = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((f) => [
      f.field,
      f.message,
    ]),
  );
const create = async (propertyId: number, body: object = {}) => {
  const res = await call('POST', `/api/properties/${propertyId}/service-requests`, techToken, {
    typeId: SR_TYPE.other,
    description: 'Cabinet door sticks',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return SrCreatedSchema.parse(res.json());
};
const revisionsOf = (id: number) =>
  t.db.prisma.auditRevision.findMany({ where: { entityType: 'ServiceRequest', entityId: String(id) } });

beforeAll(async () => {
  t = await createTestApp();
  const tech = await createInternalUser(t.db, 102);
  techId = tech.id;
  techToken = await tokenOf(tech.email);
  tech2Id = (await createInternalUser(t.db, 102)).id;
  const sales = await createInternalUser(t.db, 101);
  salesId = sales.id;
  salesToken = await tokenOf(sales.email);
  accountingToken = await tokenOf((await createInternalUser(t.db, 103)).email);
  const manager = await createSiteLogin(t.db, 203);
  managerProperty = manager.properties[0]!.id;
  managerToken = await tokenOf(manager.email);
  staffToken = await tokenOf((await createSiteLogin(t.db, 205)).email);
  otherProperty = (await createSiteLogin(t.db, 203)).properties[0]!.id;
  const quiet = await createCustomer(t.db.prisma);
  quietProperty = quiet.property.id;
  quietCorporation = quiet.corporation.id;
  await t.db.prisma.property.update({ where: { id: quietProperty }, data: { warrantyDate: new Date('2027-03-31') } });
});
afterAll(async () => {
  await t.close();
});

describe('reference data', () => {
  it('lists the types in the spec order and the technicians with short names; staff only', async () => {
    const types = z.array(SrTypeSchema).parse((await call('GET', '/api/service-requests/types', techToken)).json());
    expect(types.slice(0, 4).map((x) => x.name)).toEqual([...LEADING_REQUEST_TYPES]);
    const rest = types.slice(4).map((x) => x.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(types.find((x) => x.id === SR_TYPE.changeForm)?.name).toBe('Change Form');
    expect(types.find((x) => x.id === SR_TYPE.supportEmail)?.name).toBe('Support E-mail');

    const techs = z
      .array(SrTechnicianSchema)
      .parse((await call('GET', '/api/service-requests/technicians', salesToken)).json());
    expect(techs.find((x) => x.id === techId)).toMatchObject({ activeStatus: true, disabled: false });
    expect(techs.every((x) => x.shortName.length > 0)).toBe(true);

    expect((await call('GET', '/api/service-requests/types', accountingToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/service-requests/technicians', managerToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/service-requests/types', null)).statusCode).toBe(401);
  });
});

describe('opening a request', () => {
  it('creates an open request, audits it, and names the property request of the last 20 minutes', async () => {
    const first = await create(quietProperty, {
      typeId: SR_TYPE.install,
      assigneeId: techId,
      description: '  Key cabinet will not open after the power cut  ',
      contactName: 'Dana Reyes',
      contactPhone: '512-555-0101',
      contactEmail: 'dana@example.com',
    });
    expect(first.recent).toBeNull();
    expect(first.request).toMatchObject({
      statusId: SR_STATUS.open,
      statusName: 'Open',
      type: { id: SR_TYPE.install, name: 'Install' },
      assignee: { id: techId },
      description: 'Key cabinet will not open after the power cut',
      contact: { name: 'Dana Reyes', phone: '512-555-0101', email: 'dana@example.com' },
      property: { id: quietProperty, warrantyDate: '2027-03-31' },
      corporation: { id: quietCorporation },
      source: 'internal',
      closedAt: null,
      notes: [],
    });
    expect(await revisionsOf(first.request.id)).toHaveLength(1);

    const recent = SrRecentSchema.parse(
      (await call('GET', `/api/properties/${quietProperty}/service-requests/recent`, techToken)).json(),
    );
    expect(recent.recent?.id).toBe(first.request.id);
    const second = await create(quietProperty);
    expect(second.recent).toMatchObject({ id: first.request.id, typeName: 'Install' });
  });

  it('refuses bad input with field errors, unknown properties, customers and staff without the right', async () => {
    const url = `/api/properties/${quietProperty}/service-requests`;
    const bad = await call('POST', url, techToken, { typeId: 0, description: '   ', contactEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual(['contactEmail', 'description', 'typeId']);
    const unknownType = await call('POST', url, techToken, { typeId: 999, description: 'x' });
    expect(unknownType.statusCode).toBe(400);
    expect(fieldsOf(unknownType.body)).toEqual({ typeId: 'Unknown request type' });
    const salesAssignee = await call('POST', url, techToken, { typeId: 1, description: 'x', assigneeId: salesId });
    expect(fieldsOf(salesAssignee.body)).toEqual({ assigneeId: 'Not an enabled technician' });
    expect(
      (await call('POST', '/api/properties/999999/service-requests', techToken, { typeId: 1, description: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', url, accountingToken, { typeId: 1, description: 'x' })).statusCode).toBe(403);
    const own = `/api/properties/${managerProperty}/service-requests`;
    expect((await call('POST', own, managerToken, { typeId: 1, description: 'x' })).statusCode).toBe(403);
    expect((await call('POST', url, null, { typeId: 1, description: 'x' })).statusCode).toBe(401);
  });
});

describe('one request', () => {
  it('is read by staff and by its own customer; another customer gets 404, a login without the right 403', async () => {
    const { request } = await create(managerProperty);
    const url = `/api/service-requests/${request.id}`;
    expect(ServiceRequestSchema.parse((await call('GET', url, salesToken)).json()).id).toBe(request.id);
    expect((await call('GET', url, managerToken)).statusCode).toBe(200);
    const other = await create(otherProperty);
    expect((await call('GET', `/api/service-requests/${other.request.id}`, managerToken)).statusCode).toBe(404);
    expect((await call('GET', url, staffToken)).statusCode).toBe(403);
    expect((await call('GET', url, accountingToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/service-requests/99999999', techToken)).statusCode).toBe(404);
    expect((await call('GET', '/api/service-requests/abc', techToken)).statusCode).toBe(400);

    const page = SrPageSchema.parse(
      (await call('GET', `/api/properties/${managerProperty}/service-requests`, managerToken)).json(),
    );
    expect(page.items.map((r) => r.id)).toContain(request.id);
    expect((await call('GET', `/api/properties/${otherProperty}/service-requests`, managerToken)).statusCode).toBe(404);
    // A customer reads but never changes a request.
    expect((await call('PUT', url, managerToken, { version: request.version, typeId: 1 })).statusCode).toBe(403);
    expect((await call('POST', `${url}/notes`, managerToken, { message: 'hi' })).statusCode).toBe(403);
  });

  it('edits only the fields sent, refuses a stale version with 409, and audits each field', async () => {
    const { request } = await create(quietProperty);
    const url = `/api/service-requests/${request.id}`;
    const edit = await call('PUT', url, techToken, {
      version: request.version,
      typeId: SR_TYPE.supplies,
      assigneeId: tech2Id,
      statusId: SR_STATUS.waitingOnParts,
      contactPhone: '512-555-0199',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = ServiceRequestSchema.parse(edit.json());
    expect(edited).toMatchObject({
      version: request.version + 1,
      type: { id: SR_TYPE.supplies },
      assignee: { id: tech2Id },
      statusId: SR_STATUS.waitingOnParts,
      contact: { phone: '512-555-0199', name: null },
      description: request.description,
    });
    expect(edited.statusLastModified >= request.statusLastModified).toBe(true);
    const paths = (await revisionsOf(request.id)).map((r) => r.path).sort();
    expect(paths).toEqual(['', 'assigneeId', 'contactPhone', 'statusId', 'typeId']);

    const stale = await call('PUT', url, techToken, { version: request.version, description: 'Again' });
    expect(stale.statusCode).toBe(409);
    expect(fieldsOf(stale.body)).toHaveProperty('version');
    const unassign = await call('PUT', url, techToken, { version: edited.version, assigneeId: null });
    expect(ServiceRequestSchema.parse(unassign.json()).assignee).toBeNull();

    const bad = await call('PUT', url, techToken, { version: 0, statusId: 9, description: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad.body)).sort()).toEqual(['description', 'statusId', 'version']);
    const noNote = await call('PUT', url, techToken, { version: edited.version + 1, statusId: SR_STATUS.closed });
    expect(fieldsOf(noNote.body)).toHaveProperty('resolutionNote');
  });

  it('closes with a resolution note and reopens; each step refused where it does not apply', async () => {
    const { request } = await create(quietProperty);
    const url = `/api/service-requests/${request.id}`;
    const missing = await call('POST', `${url}/close`, techToken, { version: request.version, resolutionNote: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.body)).toHaveProperty('resolutionNote');
    const stale = await call('POST', `${url}/close`, techToken, { version: 99, resolutionNote: 'Fixed' });
    expect(stale.statusCode).toBe(409);

    const close = await call('POST', `${url}/close`, techToken, {
      version: request.version,
      resolutionNote: 'Replaced the latch',
    });
    expect(close.statusCode, close.body).toBe(200);
    const closed = ServiceRequestSchema.parse(close.json());
    expect(closed).toMatchObject({ statusId: SR_STATUS.closed, resolutionNote: 'Replaced the latch' });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.closedBy?.name).toBeTruthy();
    const again = await call('POST', `${url}/close`, techToken, { version: closed.version, resolutionNote: 'x' });
    expect(again.statusCode).toBe(409);

    const reopen = await call('POST', `${url}/reopen`, techToken, {
      version: closed.version,
      statusId: SR_STATUS.inProgress,
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(ServiceRequestSchema.parse(reopen.json())).toMatchObject({
      statusId: SR_STATUS.inProgress,
      closedAt: null,
      closedBy: null,
      resolutionNote: null,
    });
    const notClosed = await call('POST', `${url}/reopen`, techToken, { version: closed.version + 1 });
    expect(notClosed.statusCode).toBe(409);
    const closedStatus = await call('POST', `${url}/reopen`, techToken, { version: 1, statusId: SR_STATUS.closed });
    expect(fieldsOf(closedStatus.body)).toHaveProperty('statusId');
  });

  it('adds notes to the thread with the author and date, audited', async () => {
    const { request } = await create(quietProperty);
    const url = `/api/service-requests/${request.id}`;
    const added = await call('POST', `${url}/notes`, techToken, { message: '  Called the manager  ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(SrNoteSchema.parse(added.json()).message).toBe('Called the manager');
    const detail = ServiceRequestSchema.parse((await call('GET', url, salesToken)).json());
    expect(detail.notes.map((n) => n.message)).toEqual(['Called the manager']);
    expect(detail.notes[0]!.user.name).toBeTruthy();
    expect(detail.version).toBe(request.version);
    expect((await revisionsOf(request.id)).some((r) => r.path === 'notes')).toBe(true);
    const empty = await call('POST', `${url}/notes`, techToken, { message: '' });
    expect(fieldsOf(empty.body)).toHaveProperty('message');
    expect((await call('POST', '/api/service-requests/99999999/notes', techToken, { message: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('pins', () => {
  it('pins up to 5 per login, refuses the sixth with the spec message, and lists pins first', async () => {
    const sales = await createInternalUser(t.db, 101);
    const token = await tokenOf(sales.email);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await create(quietProperty)).request.id);
    for (const id of ids.slice(0, 5)) {
      const pin = await call('PUT', `/api/service-requests/${id}/pin`, token);
      expect(pin.statusCode, pin.body).toBe(200);
    }
    expect(SrPinnedSchema.parse((await call('PUT', `/api/service-requests/${ids[0]}/pin`, token)).json())).toEqual({
      pinned: true,
      pinnedCount: 5,
    });
    const sixth = await call('PUT', `/api/service-requests/${ids[5]}/pin`, token);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(MAX_PINNED_MESSAGE);

    const pinned = z.array(SrRowSchema).parse((await call('GET', '/api/service-requests/pinned', token)).json());
    expect(pinned.map((r) => r.id).sort()).toEqual(ids.slice(0, 5).sort());
    expect(pinned.every((r) => r.pinned)).toBe(true);
    // Pins are the login's own: another login sees them unpinned.
    const detail = ServiceRequestSchema.parse((await call('GET', `/api/service-requests/${ids[0]}`, techToken)).json());
    expect(detail.pinned).toBe(false);

    const first = SrPageSchema.parse(
      (await call('GET', `/api/service-requests?propertyId=${quietProperty}&pinnedFirst=true`, token)).json(),
    );
    expect(first.items.slice(0, 5).every((r) => r.pinned)).toBe(true);
    expect(first.items.filter((r) => r.pinned)).toHaveLength(5);
    expect(new Set(first.items.map((r) => r.id)).size).toBe(first.items.length);
    expect(first.total).toBe(first.items.length);

    const unpin = await call('DELETE', `/api/service-requests/${ids[0]}/pin`, token);
    expect(SrPinnedSchema.parse(unpin.json())).toEqual({ pinned: false, pinnedCount: 4 });
    expect((await call('PUT', `/api/service-requests/${ids[5]}/pin`, token)).statusCode).toBe(200);
    expect((await call('PUT', '/api/service-requests/99999999/pin', token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/service-requests/${ids[1]}/pin`, managerToken)).statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('filters by status, type, assignee, property, corporation, range and mine, with the exact total', async () => {
    const { property, corporation } = await createCustomer(t.db.prisma);
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const rows = [
      { typeId: SR_TYPE.install, statusId: SR_STATUS.open, assigneeId: techId, createdAt: day('2026-03-02') },
      { typeId: SR_TYPE.install, statusId: SR_STATUS.closed, assigneeId: tech2Id, createdAt: day('2026-04-10') },
      { typeId: SR_TYPE.supplies, statusId: SR_STATUS.inProgress, assigneeId: null, createdAt: day('2026-05-20') },
    ];
    for (const r of rows) await insertServiceRequestRow(t.db.prisma, { propertyId: property.id, ...r });
    const list = async (query: string) => {
      const res = await call('GET', `/api/service-requests?corporationId=${corporation.id}${query}`, techToken);
      expect(res.statusCode, res.body).toBe(200);
      return SrPageSchema.parse(res.json());
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.createdAt.slice(0, 10))).toEqual(['2026-05-20', '2026-04-10', '2026-03-02']);
    expect(all.items[0]).toMatchObject({ corporation: { id: corporation.id }, property: { id: property.id } });
    expect((await list('&open=true')).total).toBe(2);
    expect((await list(`&statusIds=${SR_STATUS.closed}`)).total).toBe(1);
    expect((await list(`&typeId=${SR_TYPE.install}`)).total).toBe(2);
    expect((await list(`&assigneeId=${tech2Id}`)).total).toBe(1);
    expect((await list('&assigneeId=0')).total).toBe(1);
    expect((await list(`&propertyId=${property.id}`)).total).toBe(3);
    expect((await list('&from=2026-04-01T00:00:00Z&to=2026-04-30T23:59:59.999Z')).total).toBe(1);
    expect((await list('&mine=true')).total).toBe(1);

    const badStatus = await call('GET', '/api/service-requests?statusIds=7', techToken);
    expect(badStatus.statusCode).toBe(400);
    expect(fieldsOf(badStatus.body)).toHaveProperty('statusIds');
    const backwards = await call(
      'GET',
      '/api/service-requests?from=2026-05-01T00:00:00Z&to=2026-04-01T00:00:00Z',
      techToken,
    );
    expect(fieldsOf(backwards.body)).toEqual({ to: 'Must not be before from' });
    expect((await call('GET', '/api/service-requests', managerToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/service-requests', null)).statusCode).toBe(401);

    const byUser = await call('GET', `/api/service-requests/users/${tech2Id}`, salesToken);
    expect(SrPageSchema.parse(byUser.json()).items.some((r) => r.property.id === property.id)).toBe(true);
    expect((await call('GET', '/api/service-requests/users/99999999', salesToken)).statusCode).toBe(404);
  });
});
