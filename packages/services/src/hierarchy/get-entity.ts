import type { Entity, EntityLevel, PropertyDetail } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';
import { outOfScope, propertiesInScope, type Scope } from '../access/scope.ts';
import { corporationsInScope, divisionsInScope, entityName, regionsInScope } from './entity-scope.ts';
import { ENTITY_INCLUDE, toEntity, toProperty } from './entity-mapping.ts';

/** One corporation, division or region the caller reaches; others answer 404. */
export async function getEntity(
  ctx: ServiceContext,
  scope: Scope,
  level: Exclude<EntityLevel, 'property'>,
  id: number,
): Promise<Entity> {
  const live = { id, deletedAt: null };
  const p = ctx.db.prisma;
  const row =
    level === 'corporation'
      ? await p.corporation.findFirst({ where: corporationsInScope(scope, live), include: ENTITY_INCLUDE.corporation })
      : level === 'division'
        ? await p.division.findFirst({ where: divisionsInScope(scope, live), include: ENTITY_INCLUDE.division })
        : await p.region.findFirst({ where: regionsInScope(scope, live), include: ENTITY_INCLUDE.region });
  if (!row) throw outOfScope(entityName(level));
  return toEntity(level, row);
}

export async function getProperty(ctx: ServiceContext, scope: Scope, id: number): Promise<PropertyDetail> {
  const row = await ctx.db.prisma.property.findFirst({
    where: propertiesInScope(scope, { id, deletedAt: null }),
    include: ENTITY_INCLUDE.property,
  });
  if (!row) throw outOfScope('Property');
  return toProperty(row);
}
