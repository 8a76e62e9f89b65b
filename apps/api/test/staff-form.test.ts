import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { STALE_VERSION_MESSAGE } from '@kc/domain/hierarchy';
import { StaffDetailSchema, STAFF_MESSAGES } from '@kc/domain/staff-form';
import { renderMessage } from '@kc/services/mail/render-message';
import { OutboxMessageSchema } from '@kc/services/outbox/messages';
import { createSiteLogin as createLoginRow } from '@kc/services/fixtures/people';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

let t: TestContext;
let manager: string;
let corporate: string;
let region: string;
let admin: string;
let managerId: number;
let propertyIds: number[];
let foreignPropertyId: number;
const role = { keyOut: 0, region: 0, manager: 0, corporate: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (email: string, password = 'DemoPass!2026') =>
    TokenSetSchema.parse((await signIn(t.app, email, password, '10.79.0.1')).json()).accessToken;
  manager = await tokenOf('manager@demo.test');
  corporate = await tokenOf('corporate@demo.test');
  region = await tokenOf('region@demo.test');
  admin = await tokenOf((await createInternalUser(t.db, 106)).email, TEST_PASSWORD);
  const me = await t.db.prisma.siteLogin.findUniqueOrThrow({
    where: { email: 'manager@demo.test' },
    include: { properties: { orderBy: { id: 'asc' } } },
  });
  managerId = me.id;
  propertyIds = me.properties.map((p) => p.id);
  foreignPropertyId = (
    await t.db.prisma.property.findFirstOrThrow({ where: { corporationId: { not: me.corporationId } } })
  ).id;
  const byName = async (name: string) => (await t.db.prisma.accessRole.findUniqueOrThrow({ where: { name } })).id;
  role.keyOut = await byName('External Property Key-Out Reports');
  role.region = await byName('External Region');
  role.manager = await byName('Property Manager');
  role.corporate = await byName('External Corporate');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const email = (domain = 'demo.test') => `new-${randomBytes(4).toString('hex')}@${domain}`;
const form = (over: object = {}) => ({
  name: "Zoë O'Neil-Smith",
  email: email(),
  phoneNumber: '+1 (512) 555-0199',
  accessRoleId: role.keyOut,
  isPrimaryContact: false,
  context: { level: 'property', id: propertyIds[0] },
  ...over,
});

describe('staff form: create, edit and remove a site login', () => {
  it('creates at property level with the current property added, e-mails a temporary password and audits', async () => {
    const res = await call('POST', '/api/staff', manager, form());
    expect(res.statusCode, res.body).toBe(201);
    const login = StaffDetailSchema.parse(res.json());
    expect(login.properties.map((p) => p.id)).toEqual([propertyIds[0]]);
    expect(login.formattedPhoneNumber).toBe('(512) 555-0199');
    const outbox = await t.db.prisma.outboxMessage.findFirst({
      where: { payload: { path: ['to'], equals: login.email } },
    });
    expect(outbox).toMatchObject({ kind: 'staff-login-created', payload: { name: login.name } });
    expect((await renderMessage(OutboxMessageSchema.parse(outbox))).subject).toBe('Your Key Control Portal login');
    const row = await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { id: login.id } });
    expect(row.mustChangePassword).toBe(true);
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'SiteLogin', entityId: String(login.id), type: 'CREATE' },
      }),
    ).toBe(1);
  });

  it('validates every field with the spec messages', async () => {
    const res = await call('POST', '/api/staff', manager, {
      ...form(),
      name: 'X',
      email: 'not-an-email',
      phoneNumber: '12345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: STAFF_MESSAGES.minLength },
        { field: 'email', message: STAFF_MESSAGES.invalidEmail },
        { field: 'phoneNumber', message: STAFF_MESSAGES.invalidPhone },
      ]),
    );
    expect(
      (await call('POST', '/api/staff', manager, { ...form(), name: 'Robert <script>' })).json().fieldErrors,
    ).toEqual([{ field: 'name', message: STAFF_MESSAGES.invalidCharacters }]);
    expect(
      (await call('POST', '/api/staff', manager, { ...form(), name: 'x'.repeat(101) })).json().fieldErrors,
    ).toEqual([{ field: 'name', message: STAFF_MESSAGES.maxLength }]);
    const { accessRoleId: _a, ...noRole } = form();
    expect((await call('POST', '/api/staff', manager, noRole)).json().fieldErrors[0].field).toBe('accessRoleId');
    const domain = await call('POST', '/api/staff', manager, form({ email: email('gmail.com') }));
    expect(domain.statusCode).toBe(400);
    expect(domain.json().fieldErrors).toEqual([{ field: 'email', message: 'E-mail must end with one of: @demo.test' }]);
    const dup = await call('POST', '/api/staff', manager, form({ email: 'corporate@demo.test' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(STAFF_MESSAGES.emailInUse);
  });

  it('enforces the role restrictions on lists, levels and the selection rule', async () => {
    // 203 cannot choose properties: another list is refused.
    expect((await call('POST', '/api/staff', manager, form({ propertyIds: [propertyIds[1]] }))).statusCode).toBe(403);
    // nor give a level above its own.
    expect((await call('POST', '/api/staff', manager, form({ accessRoleId: role.region }))).statusCode).toBe(403);
    // 202 cannot choose regions: a region login gets the form's region.
    const regionLogin = await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { email: 'region@demo.test' } });
    const regionId = regionLogin.regionId!;
    const created = StaffDetailSchema.parse(
      (
        await call(
          'POST',
          '/api/staff',
          region,
          form({ accessRoleId: role.region, context: { level: 'region', id: regionId } }),
        )
      ).json(),
    );
    expect(created.regions.map((r) => r.id)).toEqual([regionId]);
    // the corporate admin may choose; at property level with a corporation context nothing is selected.
    const corpId = regionLogin.corporationId;
    const none = await call('POST', '/api/staff', corporate, form({ context: { level: 'corporation', id: corpId } }));
    expect(none.json().fieldErrors).toEqual([{ field: 'propertyIds', message: STAFF_MESSAGES.noEntitySelected }]);
    const several = StaffDetailSchema.parse(
      (
        await call(
          'POST',
          '/api/staff',
          corporate,
          form({ context: { level: 'corporation', id: corpId }, propertyIds: propertyIds.slice(0, 2) }),
        )
      ).json(),
    );
    expect(several.properties).toHaveLength(2);
    expect((await call('POST', '/api/staff', corporate, form({ propertyIds: [foreignPropertyId] }))).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/staff', corporate, form({ context: { level: 'property', id: foreignPropertyId } })))
        .statusCode,
    ).toBe(404);
  });

  it('updates with a version check, keeps the e-mail, refuses own-role edits and sets the primary contact', async () => {
    const login = StaffDetailSchema.parse((await call('POST', '/api/staff', manager, form())).json());
    const body = {
      ...form(),
      email: login.email,
      name: 'Renamed Person',
      version: login.version,
      isPrimaryContact: true,
    };
    const updated = StaffDetailSchema.parse((await call('PUT', `/api/staff/${login.id}`, manager, body)).json());
    expect(updated.name).toBe('Renamed Person');
    expect(updated.primaryContactOf).toEqual([{ level: 'property', id: propertyIds[0] }]);
    const stale = await call('PUT', `/api/staff/${login.id}`, manager, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_VERSION_MESSAGE);
    expect(
      (
        await call('PUT', `/api/staff/${login.id}`, manager, { ...body, version: updated.version, email: email() })
      ).json().fieldErrors[0].message,
    ).toBe(STAFF_MESSAGES.emailNotEditable);
    const self = StaffDetailSchema.parse((await call('GET', `/api/staff/${managerId}`, manager)).json());
    const ownRole = await call('PUT', `/api/staff/${managerId}`, manager, {
      ...form(),
      email: self.email,
      accessRoleId: role.keyOut,
      version: self.version,
    });
    expect(ownRole.statusCode).toBe(403);
    expect(ownRole.json().message).toBe(STAFF_MESSAGES.cannotEditOwnRole);
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'SiteLogin', entityId: String(login.id), path: 'name' },
    });
    expect(revisions.map((r) => r.newValue)).toEqual(['Renamed Person']);
  });

  it('removes from one property when the login has several, deletes otherwise, never oneself', async () => {
    const several = StaffDetailSchema.parse(
      (await call('POST', '/api/staff', corporate, form({ propertyIds: propertyIds.slice(0, 2) }))).json(),
    );
    const first = await call('DELETE', `/api/staff/${several.id}?propertyId=${propertyIds[0]}`, manager);
    expect(first.json()).toEqual({ outcome: 'removed-from-property' });
    expect(
      StaffDetailSchema.parse((await call('GET', `/api/staff/${several.id}`, corporate)).json()).properties.map(
        (p) => p.id,
      ),
    ).toEqual([propertyIds[1]]);
    const property = await t.db.prisma.property.findUniqueOrThrow({ where: { id: propertyIds[1] } });
    expect(
      (
        await call('PUT', `/api/properties/${property.id}/primary-contact`, manager, {
          staff: { id: several.id },
          version: property.version,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/staff/${several.id}?propertyId=${propertyIds[1]}`, manager)).json()).toEqual({
      outcome: 'deleted',
    });
    expect((await t.db.prisma.property.findUniqueOrThrow({ where: { id: property.id } })).primaryContactId).toBeNull();
    expect(
      await t.db.prisma.auditRevision.count({
        where: {
          entityType: 'Property',
          entityId: String(property.id),
          path: 'primaryContact',
          oldValue: { equals: several.id },
        },
      }),
    ).toBe(1);
    expect((await call('GET', `/api/staff/${several.id}`, corporate)).statusCode).toBe(404);
    const all = StaffDetailSchema.parse(
      (await call('POST', '/api/staff', corporate, form({ propertyIds: propertyIds.slice(0, 2) }))).json(),
    );
    expect(
      (await call('DELETE', `/api/staff/${all.id}?propertyId=${propertyIds[0]}&allProperties=true`, manager)).json(),
    ).toEqual({ outcome: 'deleted' });
    // the e-mail is free again
    expect((await call('POST', '/api/staff', manager, form({ email: all.email }))).statusCode).toBe(201);
    expect((await call('DELETE', `/api/staff/${managerId}`, manager)).statusCode).toBe(403);
    const foreignProperty = await t.db.prisma.property.findUniqueOrThrow({ where: { id: foreignPropertyId } });
    const foreign = await createLoginRow(t.db.prisma, {
      roleId: 205,
      name: 'Foreign Colleague',
      accessRoleId: role.keyOut,
      corporationId: foreignProperty.corporationId,
      propertyIds: [foreignPropertyId],
    });
    expect((await call('DELETE', `/api/staff/${foreign.id}`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/${foreign.id}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/staff/${foreign.id}`, admin)).json()).toEqual({ outcome: 'deleted' });
  });
});
