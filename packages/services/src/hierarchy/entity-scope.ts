import type { EntityLevel } from '@kc/domain/hierarchy';
import type { Prisma } from '../generated/prisma/client.ts';
import type { Database } from '../db/client.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';

const NOTHING = { id: { in: [] as number[] } };
const ENTITY_NAME: Record<EntityLevel, string> = {
  corporation: 'Corporation',
  division: 'Division',
  region: 'Region',
  property: 'Property',
};
export const entityName = (level: EntityLevel) => ENTITY_NAME[level];

/**
 * An entity is in scope when the login reaches all of it: a corporation only for corporate logins, a division for
 * corporate logins of its corporation and logins of that division, a region also for its division's logins.
 * Always combined with AND, never spread (see access/scope.ts).
 */
export function corporationsInScope(
  scope: Scope,
  where: Prisma.CorporationWhereInput = {},
): Prisma.CorporationWhereInput {
  const s: Prisma.CorporationWhereInput =
    scope.kind === 'all' ? {} : scope.kind === 'corporation' ? { id: scope.corporationId } : NOTHING;
  return { AND: [s, where] };
}

export function divisionsInScope(scope: Scope, where: Prisma.DivisionWhereInput = {}): Prisma.DivisionWhereInput {
  const s: Prisma.DivisionWhereInput =
    scope.kind === 'all'
      ? {}
      : scope.kind === 'corporation'
        ? { corporationId: scope.corporationId }
        : scope.kind === 'divisions'
          ? { corporationId: scope.corporationId, id: { in: scope.divisionIds } }
          : NOTHING;
  return { AND: [s, where] };
}

export function regionsInScope(scope: Scope, where: Prisma.RegionWhereInput = {}): Prisma.RegionWhereInput {
  const s: Prisma.RegionWhereInput =
    scope.kind === 'all'
      ? {}
      : scope.kind === 'corporation'
        ? { corporationId: scope.corporationId }
        : scope.kind === 'divisions'
          ? { corporationId: scope.corporationId, divisionId: { in: scope.divisionIds } }
          : scope.kind === 'regions'
            ? { corporationId: scope.corporationId, id: { in: scope.regionIds } }
            : NOTHING;
  return { AND: [s, where] };
}

/** The corporation an entity in scope belongs to; 404 when it is missing, deleted or out of scope. */
export async function assertEntityInScope(
  db: Database,
  scope: Scope,
  level: EntityLevel,
  id: number,
): Promise<{ corporationId: number }> {
  const live = { id, deletedAt: null };
  const select = { corporationId: true } as const;
  const found =
    level === 'corporation'
      ? await db.prisma.corporation
          .findFirst({ where: corporationsInScope(scope, live), select: { id: true } })
          .then((c) => c && { corporationId: c.id })
      : level === 'division'
        ? await db.prisma.division.findFirst({ where: divisionsInScope(scope, live), select })
        : level === 'region'
          ? await db.prisma.region.findFirst({ where: regionsInScope(scope, live), select })
          : await db.prisma.property.findFirst({ where: propertiesInScope(scope, live), select });
  if (!found) throw outOfScope(ENTITY_NAME[level]);
  return found;
}
