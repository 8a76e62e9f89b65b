import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import {
  ClosedReportRowSchema,
  OpenReportOptionsSchema,
  OpenReportRowSchema,
  SummaryReportSchema,
  TechnicianReportRowSchema,
} from '@kc/domain/service-requests/reports';
import { SR_STATUS } from '@kc/domain/service-requests/rules';
import { SR_TYPE } from '@kc/domain/service-requests/types';
import { createCustomer } from '@kc/services/fixtures/hierarchy';
import { createInternalUser, createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';
import { sheetRows } from './xlsx.ts';

const BASE = '/api/service-requests/reports';
let t: TestContext;
let admin: string;
let tech: string;
let accounting: string;
let manager: string;
let propertyId: number;
let tech1: { id: number; name: string };
let tech2: { id: number; name: string };
let retired: { id: number };
/** Requests of this file's own property: three open, one closed today. */
const sr = { other: 0, badge: 0, install: 0, closed: 0 };

const unique = (name: string) => `${name} ${randomBytes(4).toString('hex')}`;
const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.81.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, as = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${as}` } });
const fieldsOf = (body: unknown) => (body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);
const HOUR = 3_600_000;
const range = () => ({
  from: new Date(Date.now() - 2 * HOUR).toISOString(),
  to: new Date(Date.now() + HOUR).toISOString(),
});
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
const year = () => Number(today().slice(0, 4));

async function insertRequest(typeId: number, assigneeId: number | null, statusId = 1): Promise<number> {
  const closed = statusId === SR_STATUS.closed;
  const rows = await t.db.prisma.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO service_requests (property_id, type_id, status_id, assignee_id, description, created_by_pool,
       created_by_name, closed_at, closed_by_name, resolution_note, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'internal', 'Report Test', $6, $7, $8, now()) RETURNING id`,
    propertyId,
    typeId,
    statusId,
    assigneeId,
    unique('Report test request'),
    closed ? new Date() : null,
    closed ? 'Report Test' : null,
    closed ? 'Fixed on site' : null,
  );
  return rows[0]!.id;
}
const current = async (id: number) =>
  (
    await t.db.prisma.$queryRawUnsafe<{ type_id: number; assignee_id: number | null; version: number }[]>(
      'SELECT type_id, assignee_id, version FROM service_requests WHERE id = $1',
      id,
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf((await createInternalUser(t.db, 106)).email);
  const techLogin = await createInternalUser(t.db, 102);
  tech = await tokenOf(techLogin.email);
  accounting = await tokenOf((await createInternalUser(t.db, 103)).email);
  manager = await tokenOf((await createSiteLogin(t.db, 203)).email);
  tech1 = await createInternalUser(t.db, 102);
  tech2 = await createInternalUser(t.db, 102);
  retired = await createInternalUser(t.db, 102, { disabled: true });
  await t.db.pool.query('UPDATE internal_users SET last_activity_at = now() WHERE id = $1', [tech1.id]);
  await t.db.pool.query('UPDATE internal_users SET last_activity_at = NULL WHERE id = $1', [tech2.id]);
  ({
    property: { id: propertyId },
  } = await createCustomer(t.db.prisma, { name: unique('Report Ridge') }));
  sr.other = await insertRequest(SR_TYPE.other, tech1.id);
  sr.badge = await insertRequest(5, tech2.id);
  sr.install = await insertRequest(SR_TYPE.selfInstallSystem, tech1.id);
  sr.closed = await insertRequest(SR_TYPE.install, tech1.id, SR_STATUS.closed);
  await t.db.pool.query(
    `INSERT INTO service_request_notes (service_request_id, author_pool, author_name, body)
     VALUES ($1, 'internal', 'Note Writer', 'Called the manager')`,
    [sr.other],
  );
  await t.db.pool.query(
    'INSERT INTO service_technician_goals (internal_user_id, year, sr_closed_goal) VALUES ($1, $2, 40)',
    [tech1.id, year()],
  );
  await t.db.prisma.purchaseOrder.create({
    data: { propertyId, draft: false, installerId: tech1.id, orderDate: new Date(`${today()}T00:00:00Z`) },
  });
});
afterAll(async () => {
  await t.close();
});

describe('open report', () => {
  it('offers the properties with open requests, the technicians of the range and the types in the spec order', async () => {
    const res = await call('GET', `${BASE}/open/options?from=${encodeURIComponent(range().from)}`, undefined, tech);
    expect(res.statusCode, res.body).toBe(200);
    const options = OpenReportOptionsSchema.parse(res.json());
    expect(options.properties.some((p) => p.id === propertyId)).toBe(true);
    expect(options.requestTypes.slice(0, 4).map((ty) => ty.name)).toEqual([
      'Self-install sys',
      'Self-install up',
      'Touch Conversion',
      'Expansion',
    ]);
    const techIds = options.technicians.map((u) => u.id);
    // Active after the range start: tech1 is offered, tech2 (no activity) and the disabled one are not.
    expect(techIds).toContain(tech1.id);
    expect(techIds).not.toContain(tech2.id);
    const assignable = options.assignableUsers.map((u) => u.id);
    expect(assignable).toEqual(expect.arrayContaining([tech1.id, tech2.id]));
    expect(assignable).not.toContain(retired.id);
    expect(options.assignableUsers.find((u) => u.id === tech1.id)?.shortName).toBe(tech1.name.split(' ').pop());
  });

  it('lists the open requests of the range, narrowed by technician and type, with the latest note', async () => {
    const res = await call('POST', `${BASE}/open`, { ...range(), properties: [propertyId] });
    expect(res.statusCode, res.body).toBe(200);
    const rows = z.array(OpenReportRowSchema).parse(res.json());
    expect(rows.map((r) => r.id).sort()).toEqual([sr.other, sr.badge, sr.install].sort());
    expect(rows.find((r) => r.id === sr.other)).toMatchObject({
      propertyId,
      assignedToUserId: tech1.id,
      noteCount: 1,
      lastNote: { userName: 'Note Writer', message: 'Called the manager' },
    });
    const byTech = await call('POST', `${BASE}/open`, {
      ...range(),
      properties: [propertyId],
      serviceTechs: [tech2.id],
    });
    expect(byTech.json<{ id: number }[]>().map((r) => r.id)).toEqual([sr.badge]);
    const byType = await call('POST', `${BASE}/open`, {
      ...range(),
      properties: [propertyId],
      requestTypes: [SR_TYPE.selfInstallSystem],
    });
    expect(byType.json<{ id: number }[]>().map((r) => r.id)).toEqual([sr.install]);
    const earlier = await call('POST', `${BASE}/open`, {
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-01-31T23:59:59.999Z',
      properties: [propertyId],
    });
    expect(earlier.json()).toEqual([]);
  });

  it('answers 400 with the fields for from after to and bad ids, and 403 to staff without the right and customers', async () => {
    const r = range();
    const reversed = await call('POST', `${BASE}/open`, { from: r.to, to: r.from });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      fieldErrors: [
        { field: 'from', message: 'dateRangeFrom afterTo' },
        { field: 'to', message: 'dateRangeTo beforeFrom' },
      ],
    });
    const badIds = await call('POST', `${BASE}/open`, { ...r, properties: ['x'], serviceTechs: [0] });
    expect(badIds.statusCode).toBe(400);
    expect(fieldsOf(badIds.json())).toEqual(['properties.0', 'serviceTechs.0']);
    const noFrom = await call('GET', `${BASE}/open/options`);
    expect(noFrom.statusCode).toBe(400);
    expect(fieldsOf(noFrom.json())).toContain('from');
    for (const who of [accounting, manager]) {
      expect((await call('POST', `${BASE}/open`, r, who)).statusCode).toBe(403);
      expect((await call('PUT', `${BASE}/open`, { items: [] }, who)).statusCode).toBe(403);
      expect((await call('GET', `${BASE}/technicians?year=${year()}`, undefined, who)).statusCode).toBe(403);
    }
  });

  it('refuses unknown types, disabled technicians, a cleared assignee and a request listed twice, writing nothing', async () => {
    const before = await current(sr.other);
    const res = await call('PUT', `${BASE}/open`, {
      items: [
        { serviceRequestId: sr.other, version: before.version, serviceRequestTypeId: 9999 },
        { serviceRequestId: sr.badge, version: 1, assignedToUserId: retired.id },
        { serviceRequestId: 2_000_000_000, version: 1, serviceRequestTypeId: SR_TYPE.other },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.json())).toEqual([
      'items.0.serviceRequestTypeId',
      'items.1.assignedToUserId',
      'items.2.serviceRequestId',
    ]);
    const cleared = await call('PUT', `${BASE}/open`, {
      items: [{ serviceRequestId: sr.other, version: before.version, assignedToUserId: null }],
    });
    expect(cleared.statusCode).toBe(400);
    const twice = await call('PUT', `${BASE}/open`, {
      items: [
        { serviceRequestId: sr.other, version: before.version, serviceRequestTypeId: 5 },
        { serviceRequestId: sr.other, version: before.version, assignedToUserId: tech2.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice.json())).toContain('items.1.serviceRequestId');
    expect(await current(sr.other)).toEqual(before);
  });

  it('updates in one call, counts the unchanged rows, audits each changed field and refuses stale versions', async () => {
    const [other, badge, install] = await Promise.all([current(sr.other), current(sr.badge), current(sr.install)]);
    const res = await call(
      'PUT',
      `${BASE}/open`,
      {
        items: [
          { serviceRequestId: sr.other, version: other.version, serviceRequestTypeId: 5 },
          { serviceRequestId: sr.badge, version: badge.version, assignedToUserId: tech1.id },
          // Already these values: counted as unchanged, not written.
          { serviceRequestId: sr.install, version: install.version, serviceRequestTypeId: install.type_id },
        ],
      },
      tech,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, unchanged: 1 });
    expect(await current(sr.other)).toEqual({ type_id: 5, assignee_id: tech1.id, version: other.version + 1 });
    expect(await current(sr.badge)).toEqual({ type_id: 5, assignee_id: tech1.id, version: badge.version + 1 });
    expect(await current(sr.install)).toEqual(install);
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'ServiceRequest', entityId: { in: [String(sr.other), String(sr.badge)] } },
      orderBy: { entityId: 'asc' },
    });
    expect(revisions.map((r) => [Number(r.entityId), r.path, r.oldValue, r.newValue])).toEqual(
      expect.arrayContaining([
        [sr.other, 'typeId', SR_TYPE.other, 5],
        [sr.badge, 'assigneeId', tech2.id, tech1.id],
      ]),
    );
    expect(revisions).toHaveLength(2);

    // The versions read before the save are stale now: nothing is written, each stale item is named.
    const stale = await call('PUT', `${BASE}/open`, {
      items: [
        { serviceRequestId: sr.install, version: install.version, assignedToUserId: tech2.id },
        { serviceRequestId: sr.other, version: other.version, serviceRequestTypeId: SR_TYPE.other },
      ],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(fieldsOf(stale.json())).toEqual(['items.1.version']);
    expect(await current(sr.install)).toEqual(install);

    const closed = await call('PUT', `${BASE}/open`, {
      items: [{ serviceRequestId: sr.closed, version: 1, assignedToUserId: tech2.id }],
    });
    expect(closed.statusCode).toBe(409);
    expect((await call('PUT', `${BASE}/open`, { items: [] })).json()).toEqual({ updated: 0, unchanged: 0 });
  });
});

describe('closed, summary and technicians reports', () => {
  it('lists the requests closed in the range and exports them', async () => {
    const q = `fromDate=${today()}&toDate=${today()}`;
    const res = await call('GET', `${BASE}/closed?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = z
      .array(ClosedReportRowSchema)
      .parse(res.json())
      .find((r) => r.id === sr.closed);
    expect(row).toMatchObject({ propertyId, typeName: 'Install', resolutionNote: 'Fixed on site' });
    const file = await call('GET', `${BASE}/closed/export?${q}&timeZone=America/Chicago`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('closed-service-requests.xlsx');
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Request #', 'Property', 'Closed', 'Resolution']));
    expect(sheet.some((r) => r[0] === String(sr.closed))).toBe(true);
    const bad = await call('GET', `${BASE}/closed?fromDate=2026-02-01&toDate=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['fromDate', 'toDate']);
  });

  it('counts the period’s requests by type and status, weeks from Sunday, and exports them', async () => {
    const month = `${today().slice(0, 7)}-01`;
    const res = await call('GET', `${BASE}/summary?period=month&start=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = SummaryReportSchema.parse(res.json());
    expect(report.rows[0]?.typeName).toBe('Self-install sys');
    const install = report.rows.find((r) => r.typeId === SR_TYPE.install)!;
    expect(install.byStatus[String(SR_STATUS.closed)]).toBeGreaterThanOrEqual(1);
    expect(report.totals.total).toBe(report.rows.reduce((n, r) => n + r.total, 0));
    const notSunday = await call('GET', `${BASE}/summary?period=week&start=2026-11-24`);
    expect(notSunday.statusCode).toBe(400);
    expect(fieldsOf(notSunday.json())).toEqual(['start']);
    expect((await call('GET', `${BASE}/summary?period=week&start=2026-11-22`)).statusCode).toBe(200);
    const file = await call('GET', `${BASE}/summary/export?period=month&start=${month}`);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet[0]).toEqual([
      'Request type',
      'Open',
      'In Progress',
      'Waiting on Customer',
      'Waiting on Parts',
      'Closed',
      'Total',
    ]);
    expect(sheet.at(-1)?.[0]).toBe('Total');
  });

  it('gives each technician’s year against the goal, with open work, kinds and orders, and exports it', async () => {
    const res = await call('GET', `${BASE}/technicians?year=${year()}`, undefined, tech);
    expect(res.statusCode, res.body).toBe(200);
    const rows = z.array(TechnicianReportRowSchema).parse(res.json());
    expect(rows.find((r) => r.userId === tech1.id)).toEqual({
      userId: tech1.id,
      name: tech1.name,
      shortName: tech1.name.split(' ').pop(),
      srClosed: 1,
      srClosedGoal: 40,
      installsOpen: 1,
      srOpen: 2,
      installs: 1,
      proposals: 0,
      conversions: 0,
      expansions: 0,
      poCount: 1,
    });
    expect(rows.some((r) => r.userId === retired.id)).toBe(false);
    const bad = await call('GET', `${BASE}/technicians?year=1999`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['year']);
    const file = await call('GET', `${BASE}/technicians/export?year=${year()}`);
    const sheet = await sheetRows(file.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(['Technician', 'SR closed', 'SR closed goal', 'POs']));
    expect(sheet.some((r) => r[0] === tech1.name && r.includes('40'))).toBe(true);
  });
});
