import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { INHERIT_ALL, type LevelSettingsInput } from '@kc/domain/alerts';
import {
  ExceptionSettingsViewSchema,
  NotScannedListSchema,
  RollupAlertsSchema,
  type ExceptionSettingsView,
} from '@kc/domain/alerts-views';
import { ExceptionAlertsSchema } from '@kc/domain/property-ops';
import { createBadge } from '@kc/services/fixtures/badges';
import { createDivision, createProperty, createRegion, createCorporation } from '@kc/services/fixtures/hierarchy';
import { createDatalog, insertTransactions } from '@kc/services/fixtures/key-control';
import { createSiteLogin, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

/**
 * Exception settings (decision 0036): inheritance down the hierarchy, validation, scope, the alerts following each
 * property's effective settings, roll-ups, keys requested but not scanned and "Clear alert" (decision 0037).
 */
let t: TestContext;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ids = { corporation: 0, division: 0, region: 0, property: 0, sibling: 0 };
const tokens: Record<'corporate' | 'manager' | 'assistant' | 'staff' | 'other', string> = {
  corporate: '',
  manager: '',
  assistant: '',
  staff: '',
  other: '',
};
let managerId = 0;
let corporateId = 0;
let otherLoginId = 0;
let otherPropertyId = 0;

const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, TEST_PASSWORD, '10.81.0.1')).json()).accessToken;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = tokens.corporate) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${as}` } });
const settingsUrl = (level: keyof typeof ids, id = ids[level]) =>
  level === 'property' || level === 'sibling'
    ? `/api/properties/${id}/exception-settings`
    : `/api/${level === 'corporation' ? 'corporations' : level === 'division' ? 'divisions' : 'regions'}/${id}/exception-settings`;
const put = async (level: keyof typeof ids, values: Partial<LevelSettingsInput>, as = tokens.corporate) =>
  call('PUT', settingsUrl(level), { ...INHERIT_ALL, ...values }, as);
const view = async (level: keyof typeof ids, as = tokens.corporate): Promise<ExceptionSettingsView> => {
  const res = await call('GET', settingsUrl(level), undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return ExceptionSettingsViewSchema.parse(res.json());
};
const alertsOf = async (propertyId = ids.property) => {
  const res = await call('GET', `/api/properties/${propertyId}/exception-alerts`, undefined, tokens.manager);
  expect(res.statusCode, res.body).toBe(200);
  return ExceptionAlertsSchema.parse(res.json());
};
const fields = (body: string) =>
  (JSON.parse(body) as { fieldErrors: { field: string; message: string }[] }).fieldErrors;

beforeAll(async () => {
  t = await createTestApp();
  const p = t.db.prisma;
  const corporation = await createCorporation(p);
  const division = await createDivision(p, { corporationId: corporation.id, name: 'North Division' });
  const region = await createRegion(p, {
    corporationId: corporation.id,
    divisionId: division.id,
    name: 'Lakes Region',
  });
  const at = { corporationId: corporation.id, divisionId: division.id, regionId: region.id };
  const property = await createProperty(p, { ...at, name: 'Alder Court' });
  const sibling = await createProperty(p, { ...at, name: 'Birch Court' });
  Object.assign(ids, {
    corporation: corporation.id,
    division: division.id,
    region: region.id,
    property: property.id,
    sibling: sibling.id,
  });
  const login = async (roleId: 200 | 203 | 204 | 205, propertyIds: number[] = []) => {
    const l = await createSiteLogin(t.db, roleId);
    await p.siteLogin.update({
      where: { id: l.id },
      data: {
        corporationId: corporation.id,
        regionId: region.id,
        properties: { set: propertyIds.map((id) => ({ id })) },
      },
    });
    return l;
  };
  const corporate = await login(200);
  corporateId = corporate.id;
  const manager = await login(203, [property.id, sibling.id]);
  managerId = manager.id;
  tokens.corporate = await tokenOf(corporate.email);
  tokens.manager = await tokenOf(manager.email);
  tokens.assistant = await tokenOf((await login(204, [property.id])).email);
  tokens.staff = await tokenOf((await login(205, [property.id])).email);
  const other = await createSiteLogin(t.db, 200);
  otherLoginId = other.id;
  otherPropertyId = other.properties[0]!.id;
  tokens.other = await tokenOf(other.email);

  // A key out for 30 hours: past the 24-hour default, within 48 hours.
  const datalog = await createDatalog(p, { propertyId: property.id, lastCommunication: new Date() });
  await p.keyState.create({
    data: {
      propertyId: property.id,
      datalogId: datalog.id,
      keyTagNumber: '4711',
      isOut: true,
      since: new Date(Date.now() - 30 * HOUR),
      sequence: 1n,
      transactionId: 1n,
    },
  });
});
afterAll(async () => t?.close());

describe('exception settings inheritance', () => {
  it('starts at the built-in defaults, every value from "default"', async () => {
    const v = await view('property');
    expect(v.effective.values.keyOutThreshold).toEqual({ value: 24, unit: 'hours' });
    expect(v.effective.values.badgeUnusedDays).toBe(30);
    expect(v.effective.values.lastCommDays).toBe(3);
    expect(v.effective.sources.keyOutThreshold.level).toBe('default');
    expect(v.own).toEqual(INHERIT_ALL);
    expect((await alertsOf()).alerts.filter((a) => a.type === 'KEY_OUT').map((a) => a.ref.keyTagNumber)).toEqual([
      '4711',
    ]);
  });

  it('follows a corporation change at the property unless the property overrides it', async () => {
    const res = await put('corporation', { keyOutThreshold: { value: 2, unit: 'days' }, lastCommDays: 5 });
    expect(res.statusCode, res.body).toBe(200);
    let v = await view('property');
    expect(v.effective.values.keyOutThreshold).toEqual({ value: 2, unit: 'days' });
    expect(v.effective.sources.keyOutThreshold).toMatchObject({ level: 'corporation', id: ids.corporation });
    let alerts = await alertsOf();
    expect(alerts.keyOutHours).toBe(48);
    expect(alerts.lastCommDays).toBe(5);
    expect(alerts.alerts.filter((a) => a.type === 'KEY_OUT')).toEqual([]);

    // The region's value wins over the corporation's, and says so.
    expect((await put('region', { lastCommDays: 7 })).statusCode).toBe(200);
    v = await view('property');
    expect(v.effective.values.lastCommDays).toBe(7);
    expect(v.effective.sources.lastCommDays).toMatchObject({ level: 'region', name: 'Lakes Region' });

    // The property overrides the threshold; a later corporation change no longer reaches it, but reaches its sibling.
    expect((await put('property', { keyOutThreshold: { value: 12, unit: 'hours' } }, tokens.manager)).statusCode).toBe(
      200,
    );
    expect((await put('corporation', { keyOutThreshold: { value: 72, unit: 'hours' } })).statusCode).toBe(200);
    v = await view('property');
    expect(v.effective.values.keyOutThreshold).toEqual({ value: 12, unit: 'hours' });
    expect(v.inherited.values.keyOutThreshold).toEqual({ value: 72, unit: 'hours' });
    expect(v.effective.sources.keyOutThreshold.level).toBe('property');
    alerts = await alertsOf();
    expect(alerts.keyOutHours).toBe(12);
    expect(alerts.alerts.filter((a) => a.type === 'KEY_OUT')).toHaveLength(1);
    expect((await view('sibling')).effective.values.keyOutThreshold).toEqual({ value: 72, unit: 'hours' });
    // The corporation's lastCommDays was replaced by a PUT that left it null: back to the default there.
    expect((await view('corporation')).effective.sources.lastCommDays.level).toBe('default');

    // Back to inherit: the property follows the corporation again.
    expect((await put('property', {}, tokens.manager)).statusCode).toBe(200);
    expect((await view('property')).effective.values.keyOutThreshold).toEqual({ value: 72, unit: 'hours' });
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'ExceptionSettings', parentEntityId: String(ids.property) },
      }),
    ).toBe(2);
  });

  it('omits an alert type switched off, and the overview counts at the same settings', async () => {
    expect((await put('division', { keyOutOn: false })).statusCode).toBe(200);
    expect((await put('property', { keyOutThreshold: { value: 1, unit: 'hours' } }, tokens.manager)).statusCode).toBe(
      200,
    );
    const alerts = await alertsOf();
    expect(alerts.types).not.toContain('KEY_OUT');
    expect(alerts.alerts.filter((a) => a.type === 'KEY_OUT')).toEqual([]);
    const overview = await call('GET', `/api/properties/${ids.property}/overview?tz=UTC`, undefined, tokens.manager);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json<{ figures: { keysOutLong: number } }>().figures.keysOutLong).toBe(0);
    expect((await put('division', {})).statusCode).toBe(200);
    const after = await call('GET', `/api/properties/${ids.property}/overview?tz=UTC`, undefined, tokens.manager);
    expect(after.json<{ figures: { keysOutLong: number }; window: { keyOutHours: number } }>()).toMatchObject({
      figures: { keysOutLong: 1 },
      window: { keyOutHours: 1 },
    });
    expect((await put('property', {}, tokens.manager)).statusCode).toBe(200);
  });

  it('keeps recipients as one list: a level that sets them replaces what it inherits, and e-mails resolve', async () => {
    const res = await put('corporation', { recipients: { loginIds: [corporateId], emails: ['Desk@Example.test'] } });
    expect(res.statusCode, res.body).toBe(200);
    const v = await view('property');
    expect(v.effective.values.recipients).toEqual({ loginIds: [corporateId], emails: ['desk@example.test'] });
    expect(v.effective.sources.recipients.level).toBe('corporation');
    expect(v.logins.map((l) => l.id)).toEqual(expect.arrayContaining([corporateId, managerId]));
    // A property manager reaches the property, not the corporation: not a recipient there.
    const refused = await put('corporation', { recipients: { loginIds: [managerId], emails: [] } });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused.body)[0]).toMatchObject({ field: 'recipients.loginIds' });

    const { getEffectiveExceptionSettings } = await import('@kc/services/alerts/get-effective-settings');
    const emailOf = async (id: number) =>
      (await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { id } })).email.toLowerCase();
    // A constant number of statements, whatever the number of properties (the sweeps pass every property at once).
    const statements = async (propertyIds: number[]) => {
      const query = t.db.pool.query.bind(t.db.pool);
      let n = 0;
      t.db.pool.query = ((...args: Parameters<typeof query>) => {
        n += 1;
        return query(...args);
      }) as typeof query;
      try {
        await getEffectiveExceptionSettings(t.db, propertyIds);
      } finally {
        t.db.pool.query = query;
      }
      return n;
    };
    const many = await t.db.prisma.property.findMany({ select: { id: true }, take: 200 });
    expect(await statements(many.map((p) => p.id))).toBe(await statements([ids.property]));
    const eff = await getEffectiveExceptionSettings(t.db, [ids.property, ids.sibling, 999_999_999]);
    expect([...eff.keys()].sort()).toEqual([ids.property, ids.sibling].sort());
    expect(eff.get(ids.property)!.recipientEmails).toEqual([await emailOf(corporateId), 'desk@example.test']);
    const own = { recipients: { loginIds: [managerId], emails: [] } };
    expect((await put('property', own, tokens.manager)).statusCode).toBe(200);
    const again = await getEffectiveExceptionSettings(t.db, [ids.property, ids.sibling]);
    expect(again.get(ids.property)!.recipientEmails).toEqual([await emailOf(managerId)]);
    expect(again.get(ids.sibling)!.recipientEmails).toHaveLength(2);
    // A disabled login stops receiving by itself.
    await t.db.prisma.siteLogin.update({ where: { id: managerId }, data: { disabled: true } });
    expect((await getEffectiveExceptionSettings(t.db, [ids.property])).get(ids.property)!.recipientEmails).toEqual([]);
    await t.db.prisma.siteLogin.update({ where: { id: managerId }, data: { disabled: false } });
    expect((await put('property', {}, tokens.manager)).statusCode).toBe(200);
    expect((await put('corporation', {})).statusCode).toBe(200);
  });
});

describe('exception settings validation and access', () => {
  it('answers 400 with a message per field and changes nothing', async () => {
    const before = await view('region');
    const cases: [Partial<LevelSettingsInput> | Record<string, unknown>, string, string][] = [
      [{ keyOutThreshold: { value: 0, unit: 'hours' } }, 'keyOutThreshold.value', 'At least 1'],
      [{ keyOutThreshold: { value: 2161, unit: 'hours' } }, 'keyOutThreshold.value', 'At most 2160 hours'],
      [{ keyOutThreshold: { value: 91, unit: 'days' } }, 'keyOutThreshold.value', 'At most 90 days'],
      [{ keyOutThreshold: { value: 2, unit: 'weeks' } }, 'keyOutThreshold.unit', 'Hours or days'],
      [{ badgeUnusedDays: 0 }, 'badgeUnusedDays', 'At least 1 day'],
      [{ badgeUnusedDays: 366 }, 'badgeUnusedDays', 'At most 365 days'],
      [{ lastCommDays: 91 }, 'lastCommDays', 'At most 90 days'],
      [{ lastCommDays: 2.5 }, 'lastCommDays', 'A whole number is required'],
      [{ recipients: { loginIds: [], emails: ['not-an-address'] } }, 'recipients.emails.0', 'Invalid e-mail address'],
      [{ recipients: { loginIds: [5, 5], emails: [] } }, 'recipients.loginIds', 'A login is listed twice'],
      [
        { recipients: { loginIds: [], emails: ['a@x.test', 'A@x.test'] } },
        'recipients.emails',
        'An e-mail address is listed twice',
      ],
    ];
    for (const [values, field, message] of cases) {
      const res = await put('region', values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(fields(res.body)).toContainEqual({ field, message });
    }
    // Another customer's login cannot receive this customer's alerts.
    const foreign = await put('region', { recipients: { loginIds: [otherLoginId], emails: [] } });
    expect(foreign.statusCode).toBe(400);
    expect(fields(foreign.body)[0]).toMatchObject({ field: 'recipients.loginIds' });
    expect((await view('region')).own).toEqual(before.own);
  });

  it("refuses another customer's settings (404) and logins without the rights (403)", async () => {
    for (const level of ['corporation', 'division', 'region', 'property'] as const) {
      expect((await call('GET', settingsUrl(level), undefined, tokens.other)).statusCode).toBe(404);
      expect((await call('PUT', settingsUrl(level), INHERIT_ALL, tokens.other)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/properties/${otherPropertyId}/exception-settings`)).statusCode).toBe(404);
    // A property manager cannot reach the corporation's settings.
    expect((await call('GET', settingsUrl('corporation'), undefined, tokens.manager)).statusCode).toBe(404);
    // Staff lack View Exception Alerts; an assistant may look but not change (no Modify Alerts).
    expect((await call('GET', settingsUrl('property'), undefined, tokens.staff)).statusCode).toBe(403);
    const seen = await view('property', tokens.assistant);
    expect(seen.canModify).toBe(false);
    expect((await put('property', { lastCommDays: 4 }, tokens.assistant)).statusCode).toBe(403);
  });
});

describe('roll-ups, keys requested but not scanned, clear alert', () => {
  it("lists every reachable property's active alerts with its name, scoped", async () => {
    const res = await call('GET', `/api/corporations/${ids.corporation}/exception-alerts`);
    expect(res.statusCode, res.body).toBe(200);
    const rollup = RollupAlertsSchema.parse(res.json());
    const keyOut = rollup.alerts.filter((a) => a.type === 'KEY_OUT');
    expect(keyOut.map((a) => [a.propertyName, a.ref.keyTagNumber])).toEqual([['Alder Court', '4711']]);
    for (const level of ['divisions', 'regions'] as const) {
      const id = level === 'divisions' ? ids.division : ids.region;
      expect((await call('GET', `/api/${level}/${id}/exception-alerts`)).statusCode).toBe(200);
    }
    expect(
      (await call('GET', `/api/corporations/${ids.corporation}/exception-alerts`, undefined, tokens.other)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/regions/${ids.region}/exception-alerts`, undefined, tokens.staff)).statusCode).toBe(
      403,
    );
  });

  it('lists keys requested but not scanned over the last 30 days, per property and rolled up', async () => {
    const datalog = await createDatalog(t.db.prisma, { propertyId: ids.sibling });
    const now = Date.now();
    await insertTransactions(t.db.pool, [
      {
        propertyId: ids.sibling,
        datalogId: datalog.id,
        sequence: 1,
        activityCode: 2,
        exceptionCode: 'Y',
        keyTagNumber: '77',
        time: new Date(now - 2 * DAY),
      },
      {
        propertyId: ids.sibling,
        datalogId: datalog.id,
        sequence: 2,
        activityCode: 2,
        exceptionCode: 'Y',
        keyTagNumber: '78',
        time: new Date(now - 40 * DAY),
      },
      {
        propertyId: ids.sibling,
        datalogId: datalog.id,
        sequence: 3,
        activityCode: 2,
        exceptionCode: 'W',
        keyTagNumber: '79',
        time: new Date(now - DAY),
      },
    ]);
    const mine = await call(
      'GET',
      `/api/properties/${ids.sibling}/keys-requested-but-not-scanned`,
      undefined,
      tokens.manager,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(NotScannedListSchema.parse(mine.json()).rows.map((r) => [r.keyTagNumber, r.propertyName])).toEqual([
      ['77', 'Birch Court'],
    ]);
    const rolled = await call('GET', `/api/corporations/${ids.corporation}/keys-requested-but-not-scanned`);
    expect(NotScannedListSchema.parse(rolled.json()).rows.map((r) => r.keyTagNumber)).toEqual(['77']);
    // Switched off at the property: nothing listed there.
    expect((await put('sibling', { notScannedOn: false }, tokens.manager)).statusCode).toBe(200);
    const off = await call(
      'GET',
      `/api/properties/${ids.sibling}/keys-requested-but-not-scanned`,
      undefined,
      tokens.manager,
    );
    expect(NotScannedListSchema.parse(off.json()).rows).toEqual([]);
    expect((await put('sibling', {}, tokens.manager)).statusCode).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/api/properties/${otherPropertyId}/keys-requested-but-not-scanned`,
          undefined,
          tokens.manager,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/properties/${ids.sibling}/keys-requested-but-not-scanned`, undefined, tokens.assistant))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a cleared badge out of the alerts until it is used again after the clearing', async () => {
    const badge = await createBadge(t.db.prisma, {
      propertyId: ids.property,
      employeeName: 'Quiet Quinn',
      lastUsed: new Date(Date.now() - 45 * DAY),
    });
    const badgeAlerts = async () =>
      (await alertsOf()).alerts.filter((a) => a.type === 'BADGE_UNUSED').map((a) => a.ref.badgeId);
    expect(await badgeAlerts()).toContain(badge.id);
    const clear = (as = tokens.manager, propertyId = ids.property) =>
      call('POST', `/api/properties/${propertyId}/badges/${badge.id}/clear-alert`, {}, as);
    expect((await clear(tokens.assistant)).statusCode).toBe(403);
    expect((await clear(tokens.other, otherPropertyId)).statusCode).toBe(404);
    const res = await clear();
    expect(res.statusCode, res.body).toBe(200);
    expect(await badgeAlerts()).not.toContain(badge.id);
    expect(
      await t.db.prisma.auditRevision.count({
        where: { entityType: 'Badge', entityId: String(badge.id), path: 'alertClearedAt' },
      }),
    ).toBe(1);

    // Cleared 50 days ago, used 40 days ago (after the clearing), unused since: the alert is back.
    await t.db.prisma.badge.update({
      where: { id: badge.id },
      data: { alertClearedAt: new Date(Date.now() - 50 * DAY), lastUsed: new Date(Date.now() - 40 * DAY) },
    });
    expect(await badgeAlerts()).toContain(badge.id);
    // A use before the clearing does not bring it back.
    await t.db.prisma.badge.update({ where: { id: badge.id }, data: { lastUsed: new Date(Date.now() - 55 * DAY) } });
    expect(await badgeAlerts()).not.toContain(badge.id);
  });
});
