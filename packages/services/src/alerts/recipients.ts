import type { EntityLevel } from '@kc/domain/hierarchy';
import type { RecipientLogin } from '@kc/domain/alerts-views';
import type { Database } from '../db/client.ts';
import { scopeOfLogin, type Scope } from '../access/scope.ts';

/** Where an entity sits in its corporation (null above the entity's own level). */
export interface EntityPath {
  level: EntityLevel;
  corporationId: number;
  divisionId: number | null;
  regionId: number | null;
  propertyId: number | null;
}

/**
 * Does a scope reach an entity: the same rule as the scope filters (access/scope.ts, hierarchy/entity-scope.ts),
 * decided in memory for a list of candidate logins: a corporate login reaches all of its corporation, a division
 * login its divisions and what lies in them, a region login its regions and their properties, a property login its
 * properties only.
 */
export function scopeReaches(scope: Scope, path: EntityPath): boolean {
  if (scope.kind === 'all') return true;
  if (scope.corporationId !== path.corporationId) return false;
  switch (scope.kind) {
    case 'corporation':
      return true;
    case 'divisions':
      return path.level !== 'corporation' && path.divisionId !== null && scope.divisionIds.includes(path.divisionId);
    case 'regions':
      return path.regionId !== null && path.level !== 'division' && scope.regionIds.includes(path.regionId);
    case 'properties':
      return path.propertyId !== null && scope.propertyIds.includes(path.propertyId);
  }
}

const CANDIDATES_MAX = 1000;

/** The live site logins that reach an entity: the recipients an alert settings page may choose, by name. */
export async function loginsReaching(db: Database, path: EntityPath): Promise<RecipientLogin[]> {
  const logins = await db.prisma.siteLogin.findMany({
    where: { corporationId: path.corporationId, deletedAt: null, disabled: false },
    select: {
      id: true,
      name: true,
      email: true,
      commercialLevel: true,
      corporationId: true,
      divisionId: true,
      regionId: true,
      divisions: { select: { id: true } },
      regions: { select: { id: true } },
      properties: { select: { id: true } },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: CANDIDATES_MAX,
  });
  const ids = (list: { id: number }[]) => list.map((x) => x.id);
  return logins
    .filter((l) =>
      scopeReaches(
        scopeOfLogin({
          ...l,
          divisionIds: ids(l.divisions),
          regionIds: ids(l.regions),
          propertyIds: ids(l.properties),
        }),
        path,
      ),
    )
    .map((l) => ({ id: l.id, name: l.name, email: l.email }));
}
