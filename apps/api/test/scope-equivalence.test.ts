import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pool } from '@kc/domain/auth';
import { loadPrincipal } from '@kc/services/auth/principal';
import { loadRequestIdentity } from '@kc/services/auth/request-identity';
import { propertiesInScope, propertyScopeSql, resolveScope, type Scope } from '@kc/services/access/scope';
import { createTestApp, type TestContext } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const demo = JSON.parse(fs.readFileSync(path.join(root, 'prisma/seed/demo-logins.json'), 'utf8')) as {
  logins: { email: string; roleId: number; pool: Pool }[];
};

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
/** A scope without its per-request verified property, lists in a stable order. */
const comparable = ({ verifiedPropertyId: _omit, ...scope }: Scope) =>
  JSON.parse(JSON.stringify(scope, (_key, value: unknown) => (Array.isArray(value) ? sorted(value) : value))) as Scope;

let t: TestContext;
let allPropertyIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  allPropertyIds = (await t.db.prisma.property.findMany({ select: { id: true } })).map((p) => p.id);
});
afterAll(() => t.close());

/**
 * The property-scope rule is written once (PROPERTY_SCOPE_RULE in services/access/scope.ts) and generated three ways:
 * the Prisma filter, the parameterised SQL and the identity statement's per-login condition. For every demo login the
 * three select exactly the same live properties, and the identity statement reads the same scope as resolveScope.
 */
describe('property scope: Prisma filter, SQL and identity statement agree', () => {
  it.each(demo.logins)('$email', async ({ email, pool }) => {
    const row =
      pool === 'internal'
        ? await t.db.prisma.internalUser.findUniqueOrThrow({ where: { email }, select: { id: true } })
        : await t.db.prisma.siteLogin.findFirstOrThrow({ where: { email }, select: { id: true } });
    const principal = (await loadPrincipal(t.db, pool, row.id))!;
    const scope = await resolveScope(t.db, principal);

    const identity = await loadRequestIdentity(t.db, pool, row.id, null);
    expect(comparable(identity!.scope)).toEqual(comparable(scope));

    const viaPrisma = sorted(
      (
        await t.db.prisma.property.findMany({
          where: propertiesInScope(scope, { deletedAt: null }),
          select: { id: true },
        })
      ).map((p) => p.id),
    );
    const cond = propertyScopeSql(scope, 1);
    const { rows } = await t.db.pool.query<{ id: number }>(
      `SELECT p.id FROM properties p WHERE p.deleted_at IS NULL AND ${cond.sql}`,
      cond.values,
    );
    const viaSql = sorted(rows.map((r) => r.id));
    const viaIdentity: number[] = [];
    for (const propertyId of allPropertyIds) {
      const checked = await loadRequestIdentity(t.db, pool, row.id, null, propertyId);
      if (checked!.scope.verifiedPropertyId === propertyId) viaIdentity.push(propertyId);
    }

    expect(viaSql).toEqual(viaPrisma);
    expect(sorted(viaIdentity)).toEqual(viaPrisma);
    // Not vacuous: every demo login reaches some property, and a customer never reaches all of them.
    expect(viaPrisma.length).toBeGreaterThan(0);
    if (pool === 'external') expect(viaPrisma.length).toBeLessThan(allPropertyIds.length);
  });
});
