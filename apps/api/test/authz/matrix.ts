import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, isInternalRole, type RoleId } from '@kc/domain/roles';
import { TokenSetSchema } from '@kc/domain/auth';
import { hashPassword } from '@kc/services/auth/password';
import { propertiesInScope, resolveScope } from '@kc/services/access/scope';
import { divisionsInScope, regionsInScope } from '@kc/services/hierarchy/entity-scope';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { RouteAccess } from '#api/app.ts';
import { createTestApp, signIn, TEST_PASSWORD, uniqueEmail, type TestContext } from '../helpers.ts';
import { COLUMNS, expectedStatus, matrixMarkdown, routeKey, type Column } from './expectations.ts';
import { ROUTE_CASES } from './cases.ts';

/**
 * The matrix is split into parts, one test file each (authz-matrix.test.ts is part 1, authz-matrix-<n>.test.ts the
 * others), so its cells spread over the integration workers, each with its own database (decision 0027). Part n
 * answers the cells of its share of the routes (matrixPart).
 */
export const MATRIX_PARTS = 4;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DOC = path.join(root, 'docs/authz-matrix.md');
const demo = JSON.parse(fs.readFileSync(path.join(root, 'prisma/seed/demo-logins.json'), 'utf8')) as {
  logins: { email: string; roleId: number }[];
};
/** Routes that consume or change the acting session or password get a fresh login in every cell. */
const FRESH_ACTOR = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/refresh',
  'POST /api/auth/change-password',
  'PUT /api/staff/password-update',
]);

let t: TestContext;
let passwordHash: string;
let demoCorporationId: number;
let otherTarget: { id: number; email: string };
let otherPropertyId: number;
const ownProperties = new Map<RoleId, number>();
const ownRefs = new Map<RoleId, Record<EntityLevel, number>>();
let otherRefs: Record<EntityLevel, number>;
const ownTargets = new Map<RoleId, { id: number; email: string }>();
const sharedActors = new Map<RoleId, Actor>();

interface Actor {
  id: number;
  email: string;
  pool: 'internal' | 'external';
  accessToken: string;
  refreshToken: string;
}

/** A login with the role and scope of the role's demo login, so the matrix never alters the demo accounts. */
async function makeActor(roleId: RoleId): Promise<Actor> {
  const email = uniqueEmail(`matrix-${roleId}`);
  let id: number;
  if (isInternalRole(roleId)) {
    id = (await t.db.prisma.internalUser.create({ data: { name: `Matrix ${roleId}`, email, roleId, passwordHash } }))
      .id;
  } else {
    const template = await t.db.prisma.siteLogin.findUniqueOrThrow({
      where: { email: demo.logins.find((l) => l.roleId === roleId)!.email },
      include: {
        properties: { select: { id: true } },
        regions: { select: { id: true } },
        divisions: { select: { id: true } },
      },
    });
    id = (
      await t.db.prisma.siteLogin.create({
        data: {
          name: `Matrix ${roleId}`,
          email,
          passwordHash,
          accessRoleId: template.accessRoleId,
          commercialLevel: template.commercialLevel,
          corporationId: template.corporationId,
          divisionId: template.divisionId,
          regionId: template.regionId,
          properties: { connect: template.properties },
          regions: { connect: template.regions },
          divisions: { connect: template.divisions },
        },
      })
    ).id;
  }
  const tokens = TokenSetSchema.parse((await signIn(t.app, email, TEST_PASSWORD, '10.250.0.1')).json());
  return {
    id,
    email,
    pool: isInternalRole(roleId) ? 'internal' : 'external',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  };
}

async function makeColleague(propertyId: number, corporationId: number) {
  const accessRole = await t.db.prisma.accessRole.findFirstOrThrow({ where: { roleId: 205 } });
  return t.db.prisma.siteLogin.create({
    data: {
      name: 'Matrix Colleague',
      email: uniqueEmail('colleague'),
      passwordHash,
      accessRoleId: accessRole.id,
      commercialLevel: 4,
      corporationId,
      properties: { connect: [{ id: propertyId }] },
    },
    select: { id: true, email: true },
  });
}

async function versionOf(level: EntityLevel, id: number): Promise<number> {
  const where = { where: { id }, select: { version: true } };
  const p = t.db.prisma;
  const row =
    level === 'corporation'
      ? await p.corporation.findUniqueOrThrow(where)
      : level === 'division'
        ? await p.division.findUniqueOrThrow(where)
        : level === 'region'
          ? await p.region.findUniqueOrThrow(where)
          : await p.property.findUniqueOrThrow(where);
  return row.version;
}

/** A new, childless entity under the given refs, so deletes and account writes never alter the demo data. */
async function throwaway(
  level: EntityLevel,
  refs: Record<EntityLevel, number>,
): Promise<{ id: number; version: number }> {
  const p = t.db.prisma;
  const select = { id: true, version: true };
  const region = await p.region.findUniqueOrThrow({ where: { id: refs.region } });
  switch (level) {
    case 'corporation':
      return p.corporation.create({ data: { name: 'Matrix Throwaway' }, select });
    case 'division':
      return p.division.create({ data: { name: 'Matrix Throwaway', corporationId: region.corporationId }, select });
    case 'region':
      return p.region.create({
        data: { name: 'Matrix Throwaway', corporationId: region.corporationId, divisionId: region.divisionId },
        select,
      });
    case 'property':
      return p.property.create({
        data: {
          name: 'Matrix Throwaway',
          corporationId: region.corporationId,
          divisionId: region.divisionId,
          regionId: region.id,
        },
        select,
      });
  }
}

let keyOutAccessRoleId: number;

async function newEmail(corporationId: number): Promise<string> {
  const { emailDomains } = await t.db.prisma.corporation.findUniqueOrThrow({ where: { id: corporationId } });
  return uniqueEmail('matrix-new').replace('@factory.test', `@${emailDomains[0] ?? 'factory.test'}`);
}

async function staffForm(id: number): Promise<Record<string, unknown>> {
  const s = await t.db.prisma.siteLogin.findUniqueOrThrow({
    where: { id },
    include: { properties: { select: { id: true } } },
  });
  return {
    name: s.name,
    email: s.email,
    accessRoleId: s.accessRoleId,
    isPrimaryContact: false,
    propertyIds: s.properties.map((p) => p.id),
    version: s.version,
  };
}

/**
 * What the cells of a route cost, in units of an ordinary route's cells (measured; only the balance of the parts
 * depends on it, never what is tested): a route whose every cell signs in afresh pays a password check per cell.
 */
const routeCost = (key: string) => (FRESH_ACTOR.has(key) ? 7 : 1);

/**
 * The routes of one part: the costliest route goes to the part with the least work so far, then the next
 * (longest processing time first), so the parts take about the same time. Deterministic for a given route list.
 */
function matrixPart(routes: readonly RouteAccess[], part: number): RouteAccess[] {
  const load = Array.from({ length: MATRIX_PARTS }, () => 0);
  const mine: RouteAccess[] = [];
  const byCost = routes
    .map((route, i) => ({ route, i, cost: routeCost(routeKey(route)) }))
    .sort((a, b) => b.cost - a.cost || a.i - b.i);
  for (const { route, cost } of byCost) {
    const lightest = load.indexOf(Math.min(...load));
    load[lightest]! += cost;
    if (lightest === part - 1) mine.push(route);
  }
  return mine;
}

/** Registers the set-up and the tests of one part of the matrix (1 … MATRIX_PARTS) in the calling test file. */
export function defineMatrixPart(part: number) {
  beforeAll(async () => {
    t = await createTestApp();
    passwordHash = await hashPassword(TEST_PASSWORD);
    keyOutAccessRoleId = (await t.db.prisma.accessRole.findFirstOrThrow({ where: { roleId: 205 } })).id;
    const corporate = await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { email: 'corporate@demo.test' } });
    demoCorporationId = corporate.corporationId;
    const foreign = await t.db.prisma.property.findFirstOrThrow({
      where: { corporationId: { not: demoCorporationId } },
    });
    otherTarget = await makeColleague(foreign.id, foreign.corporationId);
    otherPropertyId = foreign.id;
    otherRefs = {
      corporation: foreign.corporationId,
      division: foreign.divisionId!,
      region: foreign.regionId,
      property: foreign.id,
    };
    // An SSO configuration whose provider cannot be reached, so the SSO routes have a record to read and write.
    await t.db.prisma.ssoConfig.upsert({
      where: { corporationId: demoCorporationId },
      update: {},
      create: {
        corporationId: demoCorporationId,
        issuer: 'http://127.0.0.1:9/unreachable',
        clientId: 'matrix',
        clientSecret: 'matrix-secret',
        emailDomains: [],
      },
    });
    for (const roleId of ROLE_IDS) {
      const actor = await makeActor(roleId);
      sharedActors.set(roleId, actor);
      const principal = {
        pool: actor.pool,
        id: actor.id,
        name: '',
        email: actor.email,
        roleId,
        commercialLevel: 0,
        corporationId: null,
        disabled: false,
        mustChangePassword: false,
      };
      const scope = await resolveScope(t.db, principal);
      const property = await t.db.prisma.property.findFirstOrThrow({
        where: propertiesInScope(scope, { corporationId: demoCorporationId }),
        orderBy: { id: 'asc' },
      });
      ownTargets.set(roleId, await makeColleague(property.id, demoCorporationId));
      ownProperties.set(roleId, property.id);
      // The nearest division and region the login reaches; logins below those levels get their property's (and a 404).
      const division = await t.db.prisma.division.findFirst({
        where: divisionsInScope(scope, { corporationId: demoCorporationId, deletedAt: null }),
        orderBy: { id: 'asc' },
      });
      const region = await t.db.prisma.region.findFirst({
        where: regionsInScope(scope, { corporationId: demoCorporationId, deletedAt: null }),
        orderBy: { id: 'asc' },
      });
      ownRefs.set(roleId, {
        corporation: demoCorporationId,
        division: division?.id ?? property.divisionId!,
        region: region?.id ?? property.regionId,
        property: property.id,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('authorization matrix', () => {
    if (part === 1) {
      it('has a case for every API route and none for a route that does not exist', () => {
        const routes = t.app.routeAccess.map(routeKey).sort();
        expect(routes).toEqual(Object.keys(ROUTE_CASES).sort());
      });

      it('names only existing routes among those that sign in afresh in every cell', () => {
        const keys = t.app.routeAccess.map(routeKey);
        expect(keys).toEqual(expect.arrayContaining([...FRESH_ACTOR]));
      });

      it(`is split into ${MATRIX_PARTS} test files, so no part of it goes untested`, () => {
        const parts = fs
          .readdirSync(path.join(root, 'apps/api/test'))
          .filter((f) => /^authz-matrix\b.*\.test\.ts$/.test(f));
        const expected = Array.from({ length: MATRIX_PARTS }, (_, i) => `authz-matrix${i ? `-${i + 1}` : ''}.test.ts`);
        expect(parts.sort()).toEqual(expected.sort());
      });

      it('is printed in docs/authz-matrix.md exactly as the test declares it', () => {
        const table = matrixMarkdown(t.app.routeAccess, ROUTE_CASES);
        const notes = Object.entries(ROUTE_CASES)
          .filter(([, c]) => c.publicStatus)
          .map(([k, c]) => `- \`${k}\` answers ${c.publicStatus!.status} in every cell here: ${c.publicStatus!.why}.`);
        const doc = `# Authorization matrix\n\nGenerated from the routes' declarations by \`apps/api/test/authz-matrix.test.ts\`, which asserts every own-scope and other-customer cell against the running API, and the no-token and expired cells once per route with a role taken in turn (a token is refused before its role is read).\nEach cell is the status for: a record in the login's own scope / another customer's record / no token / an expired token.\nRoles: 100–106 internal, 200–205 customers (each played by a login with the scope of its demo login).\n\n${table}\nNotes:\n${notes.join('\n')}\n`;
        if (process.env.UPDATE_DOCS === '1') fs.writeFileSync(DOC, doc);
        expect(
          fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '',
          'docs/authz-matrix.md is stale: run the test with UPDATE_DOCS=1',
        ).toBe(doc);
      });
    }

    it(`answers every route × role × (own, other, no token, expired) cell as declared (part ${part} of ${MATRIX_PARTS})`, async () => {
      const mismatches: string[] = [];
      const routes = matrixPart(t.app.routeAccess, part);
      let cell = 0;
      for (const [routeIndex, route] of routes.entries()) {
        const key = routeKey(route);
        const routeCase = ROUTE_CASES[key]!;
        // A missing or expired token is refused before the role is read, so those two cells are asked once per
        // route, by a role taken in turn (every role still meets them across the routes), not by all 13.
        const tokenlessRole = ROLE_IDS[routeIndex % ROLE_IDS.length]!;
        for (const roleId of ROLE_IDS) {
          for (const column of COLUMNS as readonly Column[]) {
            if ((column === 'no-token' || column === 'expired') && roleId !== tokenlessRole) continue;
            cell += 1;
            const actor = FRESH_ACTOR.has(key) ? await makeActor(roleId) : sharedActors.get(roleId)!;
            const target = column === 'other' ? otherTarget : ownTargets.get(roleId)!;
            const propertyId = column === 'other' ? otherPropertyId : ownProperties.get(roleId)!;
            const refs = column === 'other' ? otherRefs : ownRefs.get(roleId)!;
            const spec = await routeCase.request({
              email: actor.email,
              refreshToken: actor.refreshToken,
              target,
              corporationId: demoCorporationId,
              propertyId,
              refs,
              version: (level) => versionOf(level, refs[level]),
              throwaway: (level) => throwaway(level, refs),
              throwawayLogin: () => makeColleague(refs.property, refs.corporation),
              newEmail: () => newEmail(refs.corporation),
              staffForm,
              keyOutAccessRoleId,
              throwawayNote: () =>
                t.db.prisma.note.create({
                  data: {
                    level: 'property',
                    entityId: refs.property,
                    text: 'Matrix',
                    authorPool: actor.pool,
                    authorId: actor.id,
                    authorName: 'Matrix',
                  },
                  select: { id: true },
                }),
              throwawayUser: () =>
                t.db.prisma.internalUser.create({
                  data: { name: 'Matrix Throwaway', email: uniqueEmail('matrix-user'), roleId: 104 },
                  select: { id: true, version: true },
                }),
            });
            const sid = t.app.jwt.decode<{ sid: string }>(actor.accessToken)!.sid;
            const token =
              column === 'no-token'
                ? undefined
                : column === 'expired'
                  ? t.app.jwt.sign(
                      { sub: `${actor.pool}:${actor.id}`, sid, role: roleId, typ: 'access' },
                      { expiresIn: -60 },
                    )
                  : actor.accessToken;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: spec.url,
              payload: spec.payload as object | undefined,
              headers: { ...spec.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              remoteAddress: `10.251.${(cell >> 8) & 255}.${cell & 255}`,
            });
            const expected = expectedStatus(route, routeCase, roleId, column);
            if (res.statusCode !== expected)
              mismatches.push(
                `${key} role ${roleId} ${column}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(routes.length).toBeGreaterThan(0);
      expect(cell).toBe(routes.length * (ROLE_IDS.length * (COLUMNS.length - 2) + 2));
    }, 900_000);
  });
}
