import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TokenSetSchema } from '@kc/domain/auth';
import { StaffDetailSchema } from '@kc/domain/staff-form';
import { AccessRoleItemSchema } from '@kc/domain/staff-permissions';
import { createInternalUser, createTestApp, signIn, TEST_PASSWORD, type TestContext } from './helpers.ts';

/** GET /api/access-roles?commercialLevel= and the add-staff pages at corporation, division and region level. */
let t: TestContext;
let admin: string;
let region: string;
let keyOut: string;
let corp: { id: number; divisionId: number; regionId: number };

beforeAll(async () => {
  t = await createTestApp();
  const tokenOf = async (email: string, password = 'DemoPass!2026') =>
    TokenSetSchema.parse((await signIn(t.app, email, password, '10.79.0.2')).json()).accessToken;
  admin = await tokenOf((await createInternalUser(t.db, 106)).email, TEST_PASSWORD);
  region = await tokenOf('region@demo.test');
  keyOut = await tokenOf('staff@demo.test');
  const login = await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { email: 'region@demo.test' } });
  const regionRow = await t.db.prisma.region.findUniqueOrThrow({ where: { id: login.regionId! } });
  corp = { id: login.corporationId, divisionId: regionRow.divisionId!, regionId: regionRow.id };
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const roles = (body: string) => z.array(AccessRoleItemSchema).parse(JSON.parse(body));

describe('GET /api/access-roles?commercialLevel=', () => {
  it('answers the role of each level: 200 corporate, 201 division, 202 region, and the property roles', async () => {
    const expected: Record<number, number[]> = { 1: [200], 2: [201], 3: [202], 4: [203, 204, 205] };
    for (const level of [1, 2, 3, 4]) {
      const res = await call('GET', `/api/access-roles?commercialLevel=${level}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const list = roles(res.body);
      expect([...new Set(list.map((r) => r.roleId))].sort()).toEqual(expected[level]);
      expect(list.every((r) => r.commercialLevel === level)).toBe(true);
    }
  });

  it('lets a customer ask for its own level and below, not above', async () => {
    // Other suites may add further region-level access roles to the shared database: every one must be role 202.
    const ids = roles((await call('GET', '/api/access-roles?commercialLevel=3', region)).body).map((r) => r.roleId);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([202]));
    const above = await call('GET', '/api/access-roles?commercialLevel=2', region);
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe('You cannot give an access level above your own');
  });

  it('rejects a missing or out-of-range level with a field error', async () => {
    for (const query of [
      '',
      '?commercialLevel=0',
      '?commercialLevel=5',
      '?commercialLevel=abc',
      '?commercialLevel=1.5',
    ]) {
      const res = await call('GET', `/api/access-roles${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().fieldErrors.map((e: { field: string }) => e.field),
        query,
      ).toContain('commercialLevel');
    }
  });

  it('needs SiteLogin_READ (205 lacks it) and a token', async () => {
    expect((await call('GET', '/api/access-roles?commercialLevel=4', keyOut)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/access-roles?commercialLevel=4' })).statusCode).toBe(401);
  });
});

describe('add-staff at corporation, division and region level (the role the level gives)', () => {
  const email = () => `lvl-${randomBytes(4).toString('hex')}@demo.test`;
  const roleOf = async (level: number) =>
    roles((await call('GET', `/api/access-roles?commercialLevel=${level}`, admin)).body)[0]!.id;

  it('creates a corporate, a division and a region login with the level role and the page entity', async () => {
    const corporate = StaffDetailSchema.parse(
      (
        await call('POST', '/api/staff', admin, {
          name: 'Level Corporate',
          email: email(),
          accessRoleId: await roleOf(1),
          isPrimaryContact: false,
          context: { level: 'corporation', id: corp.id },
        })
      ).json(),
    );
    expect(corporate.accessRole.roleId).toBe(200);
    expect(corporate.commercialLevel).toBe(1);

    const division = await call('POST', '/api/staff', admin, {
      name: 'Level Division',
      email: email(),
      accessRoleId: await roleOf(2),
      isPrimaryContact: true,
      context: { level: 'division', id: corp.divisionId },
      divisionIds: [corp.divisionId],
    });
    expect(division.statusCode, division.body).toBe(201);
    const d = StaffDetailSchema.parse(division.json());
    expect(d.divisions.map((x) => x.id)).toEqual([corp.divisionId]);
    expect(d.primaryContactOf).toEqual([{ level: 'division', id: corp.divisionId }]);

    const regionLogin = StaffDetailSchema.parse(
      (
        await call('POST', '/api/staff', admin, {
          name: 'Level Region',
          email: email(),
          accessRoleId: await roleOf(3),
          isPrimaryContact: false,
          context: { level: 'region', id: corp.regionId },
          regionIds: [corp.regionId],
        })
      ).json(),
    );
    expect(regionLogin.regions.map((x) => x.id)).toEqual([corp.regionId]);
    expect(regionLogin.accessRole.roleId).toBe(202);
  });

  it('400 without a region at region level, 403 for a customer above its level, 404 for a missing entity', async () => {
    const none = await call('POST', '/api/staff', admin, {
      name: 'Level Region',
      email: email(),
      accessRoleId: await roleOf(3),
      isPrimaryContact: false,
      context: { level: 'region', id: corp.regionId },
      regionIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.map((e: { field: string }) => e.field)).toContain('regionIds');
    const above = await call('POST', '/api/staff', region, {
      name: 'Level Division',
      email: email(),
      accessRoleId: await roleOf(2),
      isPrimaryContact: false,
      context: { level: 'region', id: corp.regionId },
    });
    expect(above.statusCode).toBe(403);
    const missing = await call('POST', '/api/staff', admin, {
      name: 'Level Corporate',
      email: email(),
      accessRoleId: await roleOf(1),
      isPrimaryContact: false,
      context: { level: 'corporation', id: 2_000_000_000 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
