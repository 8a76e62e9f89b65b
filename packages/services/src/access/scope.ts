import { AppError } from '@kc/domain/errors';
import { MESSAGES } from '@kc/domain/messages';
import { COMMERCIAL_LEVEL } from '@kc/domain/roles';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * What a login may reach. Internal users reach every customer (their rights limit what they may do);
 * an external login reaches its corporation, or its divisions, regions or properties by commercial level.
 * `verifiedPropertyId` is a property the request's identity statement already found in this scope (decision 0023):
 * an explicit per-request value, so assertPropertyInScope needs no second round trip for the route's property.
 */
export type Scope = (
  | { kind: 'all' }
  | { kind: 'corporation'; corporationId: number }
  | { kind: 'divisions'; corporationId: number; divisionIds: number[] }
  | { kind: 'regions'; corporationId: number; regionIds: number[] }
  | { kind: 'properties'; corporationId: number; propertyIds: number[] }
) & { readonly verifiedPropertyId?: number };
type ScopeKind = Scope['kind'];
type CustomerScopeKind = Exclude<ScopeKind, 'all'>;

/** Spec 000 §3: the scope each commercial level of a site login works at (property level and anything else: its properties). */
const SCOPE_KIND_BY_LEVEL: Record<number, CustomerScopeKind> = {
  [COMMERCIAL_LEVEL.corporation]: 'corporation',
  [COMMERCIAL_LEVEL.division]: 'divisions',
  [COMMERCIAL_LEVEL.region]: 'regions',
  [COMMERCIAL_LEVEL.property]: 'properties',
};
const scopeKindOfLevel = (commercialLevel: number): CustomerScopeKind =>
  SCOPE_KIND_BY_LEVEL[commercialLevel] ?? 'properties';

/**
 * THE property-scope rule, the one definition the Prisma filter, the parameterised SQL and the identity statement
 * are generated from: a customer scope selects the properties of its corporation whose `column` lies in its `ids` list
 * (a corporate scope needs nothing more).
 */
const PROPERTY_SCOPE_RULE = {
  corporation: null,
  divisions: { field: 'divisionId', column: 'division_id', ids: 'divisionIds' },
  regions: { field: 'regionId', column: 'region_id', ids: 'regionIds' },
  properties: { field: 'id', column: 'id', ids: 'propertyIds' },
} as const satisfies Record<CustomerScopeKind, { field: string; column: string; ids: string } | null>;

/** A site login's lists, as read from its row: the scope follows from its commercial level. */
export interface LoginReach {
  commercialLevel: number;
  corporationId: number;
  divisionId: number | null;
  regionId: number | null;
  divisionIds: number[];
  regionIds: number[];
  propertyIds: number[];
}

const unique = (ids: number[], extra: number | null) => [...new Set([...ids, ...(extra ? [extra] : [])])];

/** The scope of a site login (the single division or region column counts as one more list entry). */
export function scopeOfLogin(login: LoginReach): Scope {
  const { corporationId } = login;
  switch (scopeKindOfLevel(login.commercialLevel)) {
    case 'corporation':
      return { kind: 'corporation', corporationId };
    case 'divisions':
      return { kind: 'divisions', corporationId, divisionIds: unique(login.divisionIds, login.divisionId) };
    case 'regions':
      return { kind: 'regions', corporationId, regionIds: unique(login.regionIds, login.regionId) };
    case 'properties':
      return { kind: 'properties', corporationId, propertyIds: unique(login.propertyIds, null) };
  }
}

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
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  return scopeOfLogin({
    ...login,
    divisionIds: ids(login.divisions),
    regionIds: ids(login.regions),
    propertyIds: ids(login.properties),
  });
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

/** The Prisma filter selecting the properties in scope (generated from PROPERTY_SCOPE_RULE); use it through propertiesInScope. */
export function propertyScopeWhere(scope: Scope): Prisma.PropertyWhereInput {
  if (scope.kind === 'all') return {};
  const rule = PROPERTY_SCOPE_RULE[scope.kind];
  if (!rule) return { corporationId: scope.corporationId };
  return { corporationId: scope.corporationId, [rule.field]: { in: listOf(scope, rule.ids) } };
}

const listOf = (scope: Scope, ids: 'divisionIds' | 'regionIds' | 'propertyIds'): number[] =>
  (scope as Partial<Record<typeof ids, number[]>>)[ids] ?? [];

/**
 * The SQL condition on `properties p` for a customer scope kind (generated from PROPERTY_SCOPE_RULE), with the
 * corporation and the id list given as SQL expressions: parameters for propertyScopeSql, the login's own columns
 * in the identity statement.
 */
function propertyScopeCondition(kind: CustomerScopeKind, corporationSql: string, idsSql: string): string {
  const rule = PROPERTY_SCOPE_RULE[kind];
  const corporation = `p.corporation_id = ${corporationSql}`;
  return rule ? `(${corporation} AND p.${rule.column} = ANY(${idsSql}))` : corporation;
}

/** For SQL over one site login `s`: the id list of each scope kind, as the identity statement reads it. */
const LOGIN_LIST_SQL: Record<CustomerScopeKind, string> = {
  corporation: 'NULL::int[]',
  divisions: `array_append(ARRAY(SELECT "A" FROM "_SiteLoginDivisions" WHERE "B" = s.id), s.division_id)`,
  regions: `array_append(ARRAY(SELECT "A" FROM "_SiteLoginRegions" WHERE "B" = s.id), s.region_id)`,
  properties: `ARRAY(SELECT "A" FROM "_SiteLoginProperties" WHERE "B" = s.id)`,
};

/** The property-scope condition for a site login row `s` (any commercial level), for the identity statement. */
export function loginPropertyScopeSql(): string {
  const whens = Object.entries(SCOPE_KIND_BY_LEVEL)
    .filter(([, kind]) => kind !== 'properties')
    .map(
      ([level, kind]) => `WHEN ${level} THEN ${propertyScopeCondition(kind, 's.corporation_id', LOGIN_LIST_SQL[kind])}`,
    );
  const otherwise = propertyScopeCondition('properties', 's.corporation_id', LOGIN_LIST_SQL.properties);
  return `CASE s.commercial_level ${whens.join(' ')} ELSE ${otherwise} END`;
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
  if (scope.kind === 'all') return { sql: 'TRUE', values: [] };
  const rule = PROPERTY_SCOPE_RULE[scope.kind];
  if (!rule) return { sql: propertyScopeCondition(scope.kind, `$${first}`, ''), values: [scope.corporationId] };
  return {
    sql: propertyScopeCondition(scope.kind, `$${first}`, `$${first + 1}::int[]`),
    values: [scope.corporationId, listOf(scope, rule.ids)],
  };
}

/** Hot paths (reports, exports) call this on every request: one indexed SQL probe, the same rule as propertiesInScope. */
export async function assertPropertyInScope(db: Database, scope: Scope, propertyId: number): Promise<void> {
  if (scope.verifiedPropertyId === propertyId) return;
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
