import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { KEY_ACTIVITY_MESSAGES as M, KeyActivityAlertSchema } from '@kc/domain/key-activity-alerts/schemas';
import { createBadge } from '@kc/services/fixtures/badges';
import { createUnit } from '@kc/services/fixtures/key-control';
import { createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let token: string;
let assistantToken: string;
let assistantProperty: number;
let propertyId: number;
let otherPropertyId: number;
let unitId: number;
let badgeId: number;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.81.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as: string | null = token) =>
  t.app.inject({ method, url, payload, headers: as ? { authorization: `Bearer ${as}` } : {} });
const base = (id = propertyId) => `/api/properties/${id}/key-activity-alerts`;
const errorsOf = (body: unknown) =>
  Object.fromEntries(
    (body as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((f) => [f.field, f.message]),
  );
const valid = () => ({
  description: 'After-hours pulls',
  recipients: ['Night.Manager@factory.test'],
  activityCodes: [2],
  startTime: '18:00',
  endTime: '07:00',
  days: [1, 2, 3, 4, 5],
  timeZone: 'America/Chicago',
});

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createSiteLogin(t.db, 203);
  propertyId = manager.properties[0]!.id;
  token = await tokenOf(manager.email);
  const assistant = await createSiteLogin(t.db, 204);
  assistantProperty = assistant.properties[0]!.id;
  assistantToken = await tokenOf(assistant.email);
  otherPropertyId = (await createSiteLogin(t.db, 203)).properties[0]!.id;
  unitId = (await createUnit(t.db.prisma, { propertyId, name: '101' })).id;
  badgeId = (await createBadge(t.db.prisma, { propertyId, employeeName: 'Night Porter' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('key-activity e-mail rules', () => {
  it('creates, lists, reads, edits (version-checked) and deletes a rule, auditing each change', async () => {
    const created = await call('POST', base(), { ...valid(), unitIds: [unitId], badgeIds: [badgeId] });
    expect(created.statusCode, created.body).toBe(201);
    const rule = KeyActivityAlertSchema.parse(created.json());
    expect(rule).toMatchObject({
      description: 'After-hours pulls',
      recipients: ['night.manager@factory.test'],
      activities: [{ activityCode: 2, activityName: expect.any(String) }],
      units: [{ id: unitId, name: '101' }],
      badges: [{ id: badgeId, employeeName: 'Night Porter' }],
      startTime: '18:00',
      endTime: '07:00',
      active: true,
      version: 1,
    });
    expect((await call('GET', base())).json()).toEqual([rule]);
    expect((await call('GET', `${base()}/${rule.id}`)).json()).toEqual(rule);

    const paused = await call('PUT', `${base()}/${rule.id}`, { ...valid(), active: false, version: 1 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ active: false, version: 2, units: [], badges: [] });
    expect((await call('PUT', `${base()}/${rule.id}`, { ...valid(), version: 1 })).statusCode).toBe(409);

    const choices = (await call('GET', `${base()}/choices`)).json<{ units: unknown[]; badges: unknown[] }>();
    expect(choices.units).toContainEqual({ id: unitId, name: '101' });
    expect(choices.badges).toContainEqual(expect.objectContaining({ id: badgeId }));

    expect((await call('DELETE', `${base()}/${rule.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base()}/${rule.id}`)).statusCode).toBe(404);
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'KeyActivityAlert', entityId: String(rule.id) },
      select: { type: true },
    });
    expect(revisions.map((r) => r.type).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
  });

  it('answers every spec 001 §5 message on its field and stores nothing', async () => {
    const before = await t.db.prisma.keyActivityAlert.count({ where: { propertyId } });
    const cases: [object, string, string][] = [
      [{ description: '' }, 'description', M.descriptionRequired],
      [{ recipients: [] }, 'recipients', M.recipientRequired],
      [{ recipients: ['nobody'] }, 'recipients.0', M.recipientInvalid],
      [{ activityCodes: [] }, 'criteria', M.criteriaRequired],
      [{ endTime: null }, 'endTime', M.timeBothOrNeither],
      [{ endTime: '18:00' }, 'endTime', M.timeSame],
      [{ startTime: '7pm' }, 'startTime', M.timeInvalid],
      [{ timeZone: 'Nowhere/Land' }, 'timeZone', M.timeZoneUnknown],
      [{ unitIds: [2_000_000_000] }, 'unitIds', M.unitsOfProperty],
      [{ badgeIds: [2_000_000_000] }, 'badgeIds', M.badgesOfProperty],
    ];
    for (const [change, field, message] of cases) {
      const res = await call('POST', base(), { ...valid(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorsOf(res.json())).toEqual({ [field]: message });
    }
    expect(await t.db.prisma.keyActivityAlert.count({ where: { propertyId } })).toBe(before);
  });

  it("refuses another customer's property and rules, readers without Modify Alerts and anonymous callers", async () => {
    const foreign = await t.db.prisma.keyActivityAlert.create({
      data: {
        propertyId: otherPropertyId,
        description: 'Theirs',
        recipients: ['x@factory.test'],
        activityCodes: [2],
        timeZone: 'UTC',
      },
    });
    expect((await call('GET', base(otherPropertyId))).statusCode).toBe(404);
    expect((await call('POST', base(otherPropertyId), valid())).statusCode).toBe(404);
    expect((await call('GET', `${base(otherPropertyId)}/${foreign.id}`)).statusCode).toBe(404);
    // Naming the foreign rule under one's own property finds nothing either.
    expect((await call('GET', `${base()}/${foreign.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${base()}/${foreign.id}`, { ...valid(), version: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/${foreign.id}`)).statusCode).toBe(404);
    expect(await t.db.prisma.keyActivityAlert.findUnique({ where: { id: foreign.id } })).toMatchObject({
      description: 'Theirs',
    });

    // The assistant manager views alerts (ExceptionAlerts_ALL) but may not modify them (no Alerts_UPDATE).
    expect((await call('GET', base(assistantProperty), undefined, assistantToken)).statusCode).toBe(200);
    expect((await call('POST', base(assistantProperty), valid(), assistantToken)).statusCode).toBe(403);

    expect((await call('GET', base(), undefined, null)).statusCode).toBe(401);
    expect((await call('POST', base(), valid(), null)).statusCode).toBe(401);
  });
});
