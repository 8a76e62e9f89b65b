import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSetSchema } from '@kc/domain/auth';
import { BadgeSchema, RestrictionSchema, type Badge } from '@kc/domain/badges';
import { createBadge } from '@kc/services/fixtures/badges';
import { createUnit } from '@kc/services/fixtures/key-control';
import { createSiteLogin, createTestApp, signIn, type TestContext } from './helpers.ts';

let t: TestContext;
let token: string;
let propertyId: number;
let otherPropertyId: number;
let staffToken: string;
let regionId: number;
let corporationId: number;

const DAY = 86_400_000;
const tokenOf = async (email: string) =>
  TokenSetSchema.parse((await signIn(t.app, email, undefined, '10.78.0.1')).json()).accessToken;
const fieldsOf = (body: unknown) => (body as { fieldErrors: { field: string }[] }).fieldErrors.map((f) => f.field);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${as}` } });

beforeAll(async () => {
  t = await createTestApp();
  const manager = await createSiteLogin(t.db, 203);
  propertyId = manager.properties[0]!.id;
  corporationId = manager.corporationId;
  regionId = manager.regionId!;
  token = await tokenOf(manager.email);
  const other = await createSiteLogin(t.db, 203);
  otherPropertyId = other.properties[0]!.id;
  const staff = await createSiteLogin(t.db, 205);
  staffToken = await tokenOf(staff.email);
});
afterAll(async () => {
  await t.close();
});

async function addBadge(body: Record<string, unknown>, at = propertyId): Promise<Badge> {
  const res = await call('POST', `/api/properties/${at}/badges`, body);
  expect(res.statusCode, res.body).toBe(201);
  return BadgeSchema.parse(res.json());
}

describe('badges', () => {
  it('adds a badge, lists it as active, reads and edits it; a stale version gets 409', async () => {
    const badge = await addBadge({
      employeeName: 'Rosa Diaz',
      badgeNumber: '4411',
      fingerprint: true,
      startDate: '2026-01-15',
    });
    expect(badge).toMatchObject({
      employeeName: 'Rosa Diaz',
      badgeNumber: '4411',
      fingerprint: true,
      startDate: '2026-01-15',
      active: true,
      version: 1,
    });
    const active = (await call('GET', `/api/properties/${propertyId}/badges/active`)).json<Badge[]>();
    expect(active.map((b) => b.id)).toContain(badge.id);
    expect((await call('GET', `/api/badges/${badge.id}`)).json()).toMatchObject({ id: badge.id, badgeNumber: '4411' });

    const edited = await call('PUT', `/api/badges/${badge.id}`, {
      employeeName: 'Rosa M. Diaz',
      badgeNumber: '4412',
      fingerprint: false,
      startDate: null,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      employeeName: 'Rosa M. Diaz',
      badgeNumber: '4412',
      startDate: null,
      version: 2,
    });
    const stale = await call('PUT', `/api/badges/${badge.id}`, {
      employeeName: 'Someone Else',
      badgeNumber: '4412',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const revisions = await t.db.prisma.auditRevision.findMany({
      where: { entityType: 'Badge', entityId: String(badge.id) },
    });
    expect(revisions.map((r) => r.path)).toEqual(expect.arrayContaining(['', 'employeeName', 'badgeNumber']));
  });

  it('rejects bad input with field errors, and a badge number already used at the property', async () => {
    const bad = await call('POST', `/api/properties/${propertyId}/badges`, {
      employeeName: '',
      badgeNumber: '12 34',
      startDate: '2026-13-45',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ fieldErrors: { field: string }[] }>().fieldErrors.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['employeeName', 'badgeNumber', 'startDate']));
    // A day that does not exist is a field error, not a database failure.
    const feb30 = await call('POST', `/api/properties/${propertyId}/badges`, {
      employeeName: 'Leap',
      badgeNumber: '2930',
      startDate: '2026-02-30',
    });
    expect(feb30.statusCode).toBe(400);
    expect(fieldsOf(feb30.json())).toEqual(['startDate']);

    await addBadge({ employeeName: 'Jake Peralta', badgeNumber: '5500' });
    const dup = await call('POST', `/api/properties/${propertyId}/badges`, {
      employeeName: 'Other Jake',
      badgeNumber: '5500',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      fieldErrors: [{ field: 'badgeNumber', message: 'Badge number already in use at this property' }],
    });
    // The same number at another property is fine.
    const elsewhere = await createBadge(t.db.prisma, { propertyId: otherPropertyId, badgeNumber: '5500' });
    expect(elsewhere.id).toBeGreaterThan(0);
  });

  it('deactivates (never deletes) and reactivates; the inactive list shows it; repeating is a 409', async () => {
    const badge = await addBadge({ employeeName: 'Amy Santiago', badgeNumber: '7001' });
    const off = await call('POST', `/api/badges/${badge.id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    expect(off.json<Badge>().deactivatedAt).not.toBeNull();
    expect(await t.db.prisma.badge.count({ where: { id: badge.id } })).toBe(1);
    const inactive = (await call('GET', `/api/properties/${propertyId}/badges/inactive`)).json<Badge[]>();
    expect(inactive.map((b) => b.id)).toContain(badge.id);
    expect(
      (await call('GET', `/api/properties/${propertyId}/badges/active`)).json<Badge[]>().map((b) => b.id),
    ).not.toContain(badge.id);
    expect((await call('POST', `/api/badges/${badge.id}/deactivate`)).statusCode).toBe(409);

    const dup = await call('POST', `/api/properties/${propertyId}/badges`, {
      employeeName: 'New Amy',
      badgeNumber: '7001',
    });
    expect(dup.statusCode).toBe(400);
    expect(JSON.stringify(dup.json())).toContain('inactive badge');

    const on = await call('POST', `/api/badges/${badge.id}/reactivate`);
    expect(on.json()).toMatchObject({ active: true, deactivatedAt: null });
    expect((await call('DELETE', `/api/badges/${badge.id}`)).statusCode).toBe(404);
  });

  it('clears unused badges: only active badges idle past the cut-off', async () => {
    const old = new Date(Date.now() - 60 * DAY);
    const idle = await createBadge(t.db.prisma, { propertyId, lastUsed: old });
    const never = await createBadge(t.db.prisma, { propertyId, startDate: old });
    const recent = await createBadge(t.db.prisma, { propertyId, lastUsed: new Date() });
    const fresh = await createBadge(t.db.prisma, { propertyId });
    const res = await call('POST', `/api/properties/${propertyId}/clear-unused-badge`, { days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ badgeIds: number[] }>().badgeIds;
    expect(ids).toEqual(expect.arrayContaining([idle.id, never.id]));
    expect(ids).not.toContain(recent.id);
    expect(ids).not.toContain(fresh.id);
    expect(await t.db.prisma.badge.count({ where: { id: { in: [idle.id, never.id] }, active: false } })).toBe(2);
    expect((await call('POST', `/api/properties/${propertyId}/clear-unused-badge`, { days: 0 })).statusCode).toBe(400);
  });

  it("answers 403 without Badge_UPDATE and 404 for another customer's property or badge", async () => {
    expect((await call('GET', `/api/properties/${propertyId}/badges/active`, undefined, staffToken)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/properties/${otherPropertyId}/badges/active`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/properties/${otherPropertyId}/badges`, { employeeName: 'X', badgeNumber: '1' }))
        .statusCode,
    ).toBe(404);
    const foreign = await createBadge(t.db.prisma, {
      propertyId: otherPropertyId,
      badgeNumber: '9100',
      employeeName: 'Foreign',
    });
    expect((await call('GET', `/api/badges/${foreign.id}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/badges/${foreign.id}/deactivate`)).statusCode).toBe(404);
    expect((await t.db.prisma.badge.findUniqueOrThrow({ where: { id: foreign.id } })).active).toBe(true);
    expect((await call('GET', '/api/badges/99999999')).statusCode).toBe(404);
  });

  it("searches a corporation's badges by name for its corporate login; a manager is refused its region, a corporate login another corporation", async () => {
    await addBadge({ employeeName: 'Terry Jeffords', badgeNumber: '6600' });
    // The factory manager is property-level: the region is not in its scope.
    expect((await call('GET', `/api/badge-search/region/${regionId}?q=Terry`)).statusCode).toBe(404);
    const corporate = await createSiteLogin(t.db, 200);
    const corpToken = await tokenOf(corporate.email);
    const corpProperty = corporate.properties[0]!.id;
    expect(
      (
        await call(
          'POST',
          `/api/properties/${corpProperty}/badges`,
          { employeeName: 'Gina Linetti', badgeNumber: '6601' },
          corpToken,
        )
      ).statusCode,
    ).toBe(201);
    const hits = (
      await call('GET', `/api/badge-search/corporation/${corporate.corporationId}?q=gina`, undefined, corpToken)
    ).json<{ employeeName: string; propertyName: string }[]>();
    expect(hits).toEqual([expect.objectContaining({ employeeName: 'Gina Linetti', propertyName: 'Factory Commons' })]);
    expect(
      (await call('GET', `/api/badge-search/corporation/${corporationId}?q=Terry`, undefined, corpToken)).statusCode,
    ).toBe(404);
  });
});

describe('badge restrictions', () => {
  it('needs at least one badge and one unit, both of the property; edits are version-checked; removal works', async () => {
    const badge = await addBadge({ employeeName: 'Charles Boyle', badgeNumber: '3300' });
    const unit = await createUnit(t.db.prisma, { propertyId, name: 'R-101' });
    const foreignUnit = await createUnit(t.db.prisma, { propertyId: otherPropertyId, name: 'F-101' });

    const empty = await call('POST', `/api/properties/${propertyId}/badge-restrictions`, { badgeIds: [], unitIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fieldErrors: { field: string; message: string }[] }>().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'badgeIds', message: 'Choose at least one badge' },
        { field: 'unitIds', message: 'Choose at least one unit' },
      ]),
    );
    const crossed = await call('POST', `/api/properties/${propertyId}/badge-restrictions`, {
      badgeIds: [badge.id],
      unitIds: [foreignUnit.id],
    });
    expect(crossed.statusCode).toBe(400);
    expect(JSON.stringify(crossed.json())).toContain('unitIds');

    const created = await call('POST', `/api/properties/${propertyId}/badge-restrictions`, {
      name: 'Pool area',
      badgeIds: [badge.id],
      unitIds: [unit.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const r = RestrictionSchema.parse(created.json());
    expect(r.badges.map((b) => b.id)).toEqual([badge.id]);
    expect(r.units.map((u) => u.name)).toEqual(['R-101']);
    const list = (await call('GET', `/api/properties/${propertyId}/badge-restrictions`)).json<{ id: number }[]>();
    expect(list.map((x) => x.id)).toContain(r.id);
    const choices = (await call('GET', `/api/properties/${propertyId}/badge-restrictions/choices`)).json<{
      badges: { id: number }[];
      units: { id: number }[];
    }>();
    expect(choices.units.map((u) => u.id)).toContain(unit.id);

    const unit2 = await createUnit(t.db.prisma, { propertyId, name: 'R-102' });
    const updated = await call('PUT', `/api/badge-restrictions/${r.id}`, {
      name: 'Pool',
      badgeIds: [badge.id],
      unitIds: [unit.id, unit2.id],
      version: r.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ units: unknown[] }>().units).toHaveLength(2);
    expect(
      (
        await call('PUT', `/api/badge-restrictions/${r.id}`, {
          badgeIds: [badge.id],
          unitIds: [unit.id],
          version: r.version,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call('PUT', `/api/badge-restrictions/${r.id}`, {
          badgeIds: [],
          unitIds: [unit.id],
          version: r.version + 1,
        })
      ).statusCode,
    ).toBe(400);

    expect((await call('GET', `/api/properties/${otherPropertyId}/badge-restrictions`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/properties/${propertyId}/badge-restrictions`, undefined, staffToken)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/badge-restrictions/${r.id}`)).statusCode).toBe(204);
    expect(await t.db.prisma.badgeRestriction.count({ where: { id: r.id } })).toBe(0);
    expect(await t.db.prisma.badge.count({ where: { id: badge.id } })).toBe(1);
  });
});
