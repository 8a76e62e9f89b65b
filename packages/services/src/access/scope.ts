import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * What a login may reach. Internal users reach every customer (their rights limit what they may do);
 * an external login reaches its corporation, or its divisions, regions or properties by commercial level.
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'corporation'; corporationId: number }
  | { kind: 'divisions'; corporationId: number; divisionIds: number[] }
  | { kind: 'regions'; corporationId: number; regionIds: number[] }
  | { kind: 'properties'; corporationId: number; propertyIds: number[] };

export async function resolveScope(db: Database, principal: Principal): Promise<Scope> {
  if (principal.pool === 'internal') return { kind: 'all' };
  const login = await db.prisma.siteLogin.findUniqueOrThrow({
    where: { id: principal.id },
    select: {
      corporationId: true,
      commercialLevel: true,
      divisionId: true,
      regionId: true,
      divisions: { select: { id: true } },
      regions: { select: { id: true } },
      properties: { select: { id: true } },
    },
  });
  const ids = (list: { id: number }[], extra: number | null) => [
    ...new Set([...list.map((x) => x.id), ...(extra ? [extra] : [])]),
  ];
  switch (login.commercialLevel) {
    case COMMERCIAL_LEVEL.corporation:
      return { kind: 'corporation', corporationId: login.corporationId };
    case COMMERCIAL_LEVEL.division:
      return {
        kind: 'divisions',
        corporationId: login.corporationId,
        divisionIds: ids(login.divisions, login.divisionId),
      };
    case COMMERCIAL_LEVEL.region:
      return { kind: 'regions', corporationId: login.corporationId, regionIds: ids(login.regions, login.regionId) };
    default:
      return { kind: 'properties', corporationId: login.corporationId, propertyIds: ids(login.properties, null) };
  }
}

/**
 * Properties in scope AND the caller's own conditions. Always combine through these, never by spreading a scope
 * filter into another object: a spread lets one side's `id`, `corporationId` or `OR` silently replace the other's.
 */
export function propertiesInScope(scope: Scope, where: Prisma.PropertyWhereInput = {}): Prisma.PropertyWhereInput {
  return { AND: [propertyScopeWhere(scope), where] };
}

export function siteLoginsInScope(scope: Scope, where: Prisma.SiteLoginWhereInput = {}): Prisma.SiteLoginWhereInput {
  return { AND: [siteLoginScopeWhere(scope), where] };
}

/** The Prisma filter selecting the properties in scope; use it through propertiesInScope. */
export function propertyScopeWhere(scope: Scope): Prisma.PropertyWhereInput {
  switch (scope.kind) {
    case 'all':
      return {};
    case 'corporation':
      return { corporationId: scope.corporationId };
    case 'divisions':
      return { corporationId: scope.corporationId, divisionId: { in: scope.divisionIds } };
    case 'regions':
      return { corporationId: scope.corporationId, regionId: { in: scope.regionIds } };
    case 'properties':
      return { corporationId: scope.corporationId, id: { in: scope.propertyIds } };
  }
}

/**
 * (Use through siteLoginsInScope.) A site login is in scope when it belongs to the same corporation, works at the actor's level or below,
 * and shares at least one division, region or property with the actor; corporate logins reach every login
 * of their corporation.
 */
export function siteLoginScopeWhere(scope: Scope): Prisma.SiteLoginWhereInput {
  switch (scope.kind) {
    case 'all':
      return {};
    case 'corporation':
      return { corporationId: scope.corporationId };
    case 'divisions':
      return {
        corporationId: scope.corporationId,
        OR: [
          { divisionId: { in: scope.divisionIds } },
          { divisions: { some: { id: { in: scope.divisionIds } } } },
          { regions: { some: { divisionId: { in: scope.divisionIds } } } },
          { properties: { some: { divisionId: { in: scope.divisionIds } } } },
        ],
      };
    case 'regions':
      return {
        corporationId: scope.corporationId,
        commercialLevel: { gte: COMMERCIAL_LEVEL.region },
        OR: [
          { regionId: { in: scope.regionIds } },
          { regions: { some: { id: { in: scope.regionIds } } } },
          { properties: { some: { regionId: { in: scope.regionIds } } } },
        ],
      };
    case 'properties':
      return {
        corporationId: scope.corporationId,
        commercialLevel: COMMERCIAL_LEVEL.property,
        properties: { some: { id: { in: scope.propertyIds } } },
      };
  }
}

/**
 * Records outside the scope answer 404, not 403, so a login cannot even learn that another customer's
 * record exists.
 */
export const outOfScope = (entity = 'Record') =>
  new AppError('NOT_FOUND', `${entity} ${MESSAGES.notFound.toLowerCase()}`);

/** The SQL condition on `properties p` selecting the properties in scope, with its parameters numbered from `first`. */
export function propertyScopeSql(scope: Scope, first: number): { sql: string; values: unknown[] } {
  switch (scope.kind) {
    case 'all':
      return { sql: 'TRUE', values: [] };
    case 'corporation':
      return { sql: `p.corporation_id = $${first}`, values: [scope.corporationId] };
    case 'divisions':
      return {
        sql: `(p.corporation_id = $${first} AND p.division_id = ANY($${first + 1}::int[]))`,
        values: [scope.corporationId, scope.divisionIds],
      };
    case 'regions':
      return {
        sql: `(p.corporation_id = $${first} AND p.region_id = ANY($${first + 1}::int[]))`,
        values: [scope.corporationId, scope.regionIds],
      };
    case 'properties':
      return {
        sql: `(p.corporation_id = $${first} AND p.id = ANY($${first + 1}::int[]))`,
        values: [scope.corporationId, scope.propertyIds],
      };
  }
}

/** Properties already found in scope while resolving this scope (kept only as long as the scope object lives: one request). */
const verified = new WeakMap<Scope, Set<number>>();

export function markPropertyInScope(scope: Scope, propertyId: number): void {
  const ids = verified.get(scope) ?? new Set<number>();
  ids.add(propertyId);
  verified.set(scope, ids);
}

/** Hot paths (reports, exports) call this on every request: one indexed SQL probe, the same rule as propertiesInScope. */
export async function assertPropertyInScope(db: Database, scope: Scope, propertyId: number): Promise<void> {
  if (verified.get(scope)?.has(propertyId)) return;
  const cond = propertyScopeSql(scope, 2);
  const { rowCount } = await db.pool.query({
    name: `property-in-scope-${scope.kind}`,
    text: `SELECT 1 FROM properties p WHERE p.id = $1 AND p.deleted_at IS NULL AND ${cond.sql}`,
    values: [propertyId, ...cond.values],
  });
  if (!rowCount) throw outOfScope('Property');
}

export async function assertSiteLoginInScope(db: Database, scope: Scope, siteLoginId: number): Promise<void> {
  const found = await db.prisma.siteLogin.count({
    where: siteLoginsInScope(scope, { id: siteLoginId, deletedAt: null }),
  });
  if (!found) throw outOfScope('Site login');
}
