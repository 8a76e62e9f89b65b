import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, isInternalRole, type RoleId } from '@kc/domain/roles';
import { TokenSetSchema } from '@kc/domain/auth';
import { hashPassword } from '@kc/services/auth/password';
import { propertiesInScope, resolveScope } from '@kc/services/access/scope';
import { createTestApp, signIn, TEST_PASSWORD, uniqueEmail, type TestContext } from './helpers.ts';
import { COLUMNS, expectedStatus, matrixMarkdown, routeKey, type Column } from './authz/expectations.ts';
import { ROUTE_CASES } from './authz/cases.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = path.join(root, 'docs/authz-matrix.md');
const demo = JSON.parse(fs.readFileSync(path.join(root, 'prisma/seed/demo-logins.json'), 'utf8')) as { logins: { email: string; roleId: number }[] };
/** Routes that consume or change the acting session or password get a fresh login in every cell. */
const FRESH_ACTOR = new Set(['POST /api/auth/sign-out', 'POST /api/auth/refresh', 'POST /api/auth/change-password', 'PUT /api/staff/password-update']);

let t: TestContext;
let passwordHash: string;
let demoCorporationId: number;
let otherTarget: { id: number; email: string };
let otherPropertyId: number;
const ownProperties = new Map<RoleId, number>();
const ownTargets = new Map<RoleId, { id: number; email: string }>();
const sharedActors = new Map<RoleId, Actor>();

interface Actor { id: number; email: string; pool: 'internal' | 'external'; accessToken: string; refreshToken: string }

/** A login with the role and scope of the role's demo login, so the matrix never alters the demo accounts. */
async function makeActor(roleId: RoleId): Promise<Actor> {
  const email = uniqueEmail(`matrix-${roleId}`);
  let id: number;
  if (isInternalRole(roleId)) {
    id = (await t.db.prisma.internalUser.create({ data: { name: `Matrix ${roleId}`, email, roleId, passwordHash } })).id;
  } else {
    const template = await t.db.prisma.siteLogin.findUniqueOrThrow({
      where: { email: demo.logins.find((l) => l.roleId === roleId)!.email },
      include: { properties: { select: { id: true } }, regions: { select: { id: true } }, divisions: { select: { id: true } } },
    });
    id = (await t.db.prisma.siteLogin.create({
      data: {
        name: `Matrix ${roleId}`, email, passwordHash, accessRoleId: template.accessRoleId, commercialLevel: template.commercialLevel,
        corporationId: template.corporationId, divisionId: template.divisionId, regionId: template.regionId,
        properties: { connect: template.properties }, regions: { connect: template.regions }, divisions: { connect: template.divisions },
      },
    })).id;
  }
  const tokens = TokenSetSchema.parse((await signIn(t.app, email, TEST_PASSWORD, '10.250.0.1')).json());
  return { id, email, pool: isInternalRole(roleId) ? 'internal' : 'external', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

async function makeColleague(propertyId: number, corporationId: number) {
  const accessRole = await t.db.prisma.accessRole.findFirstOrThrow({ where: { roleId: 205 } });
  return t.db.prisma.siteLogin.create({
    data: { name: 'Matrix Colleague', email: uniqueEmail('colleague'), passwordHash, accessRoleId: accessRole.id, commercialLevel: 4, corporationId, properties: { connect: [{ id: propertyId }] } },
    select: { id: true, email: true },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(TEST_PASSWORD);
  const corporate = await t.db.prisma.siteLogin.findUniqueOrThrow({ where: { email: 'corporate@demo.test' } });
  demoCorporationId = corporate.corporationId;
  const foreign = await t.db.prisma.property.findFirstOrThrow({ where: { corporationId: { not: demoCorporationId } } });
  otherTarget = await makeColleague(foreign.id, foreign.corporationId);
  otherPropertyId = foreign.id;
  // An SSO configuration whose provider cannot be reached, so the SSO routes have a record to read and write.
  await t.db.prisma.ssoConfig.upsert({
    where: { corporationId: demoCorporationId },
    update: {},
    create: { corporationId: demoCorporationId, issuer: 'http://127.0.0.1:9/unreachable', clientId: 'matrix', clientSecret: 'matrix-secret', emailDomains: [] },
  });
  for (const roleId of ROLE_IDS) {
    const actor = await makeActor(roleId);
    sharedActors.set(roleId, actor);
    const principal = { pool: actor.pool, id: actor.id, name: '', email: actor.email, roleId, commercialLevel: 0, corporationId: null, disabled: false, mustChangePassword: false };
    const scope = await resolveScope(t.db, principal);
    const property = await t.db.prisma.property.findFirstOrThrow({ where: propertiesInScope(scope, { corporationId: demoCorporationId }), orderBy: { id: 'asc' } });
    ownTargets.set(roleId, await makeColleague(property.id, demoCorporationId));
    ownProperties.set(roleId, property.id);
  }
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('authorization matrix', () => {
  it('has a case for every API route and none for a route that does not exist', () => {
    const routes = t.app.routeAccess.map(routeKey).sort();
    expect(routes).toEqual(Object.keys(ROUTE_CASES).sort());
  });

  it('answers every route × role × (own, other, no token, expired) cell as declared', async () => {
    const mismatches: string[] = [];
    let cell = 0;
    for (const route of t.app.routeAccess) {
      const key = routeKey(route);
      const routeCase = ROUTE_CASES[key]!;
      for (const roleId of ROLE_IDS) {
        for (const column of COLUMNS as readonly Column[]) {
          cell += 1;
          const actor = FRESH_ACTOR.has(key) ? await makeActor(roleId) : sharedActors.get(roleId)!;
          const target = column === 'other' ? otherTarget : ownTargets.get(roleId)!;
          const propertyId = column === 'other' ? otherPropertyId : ownProperties.get(roleId)!;
          const spec = routeCase.request({ email: actor.email, refreshToken: actor.refreshToken, target, corporationId: demoCorporationId, propertyId });
          const sid = t.app.jwt.decode<{ sid: string }>(actor.accessToken)!.sid;
          const token = column === 'no-token' ? undefined
            : column === 'expired' ? t.app.jwt.sign({ sub: `${actor.pool}:${actor.id}`, sid, role: roleId, typ: 'access' }, { expiresIn: -60 })
            : actor.accessToken;
          const res = await t.app.inject({
            method: route.method as 'GET', url: spec.url, payload: spec.payload as object | undefined,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            remoteAddress: `10.251.${(cell >> 8) & 255}.${cell & 255}`,
          });
          const expected = expectedStatus(route, routeCase, roleId, column);
          if (res.statusCode !== expected) mismatches.push(`${key} role ${roleId} ${column}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cell).toBe(t.app.routeAccess.length * ROLE_IDS.length * COLUMNS.length);
  }, 300_000);

  it('is printed in docs/authz-matrix.md exactly as the test declares it', () => {
    const table = matrixMarkdown(t.app.routeAccess, ROUTE_CASES);
    const notes = Object.entries(ROUTE_CASES).filter(([, c]) => c.publicStatus).map(([k, c]) => `- \`${k}\` answers ${c.publicStatus!.status} in every cell here: ${c.publicStatus!.why}.`);
    const doc = `# Authorization matrix\n\nGenerated from the routes' declarations by \`apps/api/test/authz-matrix.test.ts\`, which asserts every cell against the running API.\nEach cell is the status for: a record in the login's own scope / another customer's record / no token / an expired token.\nRoles: 100–106 internal, 200–205 customers (each played by a login with the scope of its demo login).\n\n${table}\nNotes:\n${notes.join('\n')}\n`;
    if (process.env.UPDATE_DOCS === '1') fs.writeFileSync(DOC, doc);
    expect(fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '', 'docs/authz-matrix.md is stale: run the test with UPDATE_DOCS=1').toBe(doc);
  });
});
