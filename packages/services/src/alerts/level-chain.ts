import type { EntityLevel } from '@kc/domain/hierarchy';
import type { ChainLink } from '@kc/domain/alerts';
import type { Database } from '../db/client.ts';
import { outOfScope } from '../access/scope.ts';
import { entityName } from '../hierarchy/entity-scope.ts';
import { fromPrisma, toLevelSettings } from './settings-store.ts';
import type { EntityPath } from './recipients.ts';

type Named = { id: number; name: string } | null;
const named = { select: { id: true, name: true } } as const;

/** The entity and the levels above it, nearest first (a level absent from the hierarchy is left out). */
async function entityLinks(db: Database, level: EntityLevel, id: number) {
  const p = db.prisma;
  const live = { id, deletedAt: null };
  const links = (self: Named, region: Named, division: Named, corporation: Named) =>
    (
      [
        [level, self],
        ['region', level === 'property' ? region : null],
        ['division', level === 'property' || level === 'region' ? division : null],
        ['corporation', level === 'corporation' ? null : corporation],
      ] as const
    ).flatMap(([l, e]) => (e ? [{ level: l, id: e.id, name: e.name }] : []));
  switch (level) {
    case 'property': {
      const e = await p.property.findFirst({
        where: live,
        select: { id: true, name: true, region: named, division: named, corporation: named },
      });
      return e && { links: links(e, e.region, e.division, e.corporation), corporationId: e.corporation.id };
    }
    case 'region': {
      const e = await p.region.findFirst({
        where: live,
        select: { id: true, name: true, division: named, corporation: named },
      });
      return e && { links: links(e, null, e.division, e.corporation), corporationId: e.corporation.id };
    }
    case 'division': {
      const e = await p.division.findFirst({ where: live, select: { id: true, name: true, corporation: named } });
      return e && { links: links(e, null, null, e.corporation), corporationId: e.corporation.id };
    }
    case 'corporation': {
      const e = await p.corporation.findFirst({ where: live, select: { id: true, name: true } });
      return e && { links: links(e, null, null, null), corporationId: e.id };
    }
  }
}

/**
 * An entity's settings chain (itself first, then the levels it inherits from, each with its own row) and its place in
 * the hierarchy. The caller has checked the scope; 404 when the entity is gone.
 */
export async function levelChain(
  db: Database,
  level: EntityLevel,
  id: number,
): Promise<{ links: ChainLink[]; path: EntityPath }> {
  const found = await entityLinks(db, level, id);
  if (!found) throw outOfScope(entityName(level));
  const rows = await db.prisma.exceptionSettings.findMany({
    where: { OR: found.links.map((l) => ({ level: l.level, entityId: l.id })) },
  });
  const rowOf = (l: { level: EntityLevel; id: number }) => rows.find((r) => r.level === l.level && r.entityId === l.id);
  const links = found.links.map((l): ChainLink => {
    const row = rowOf(l);
    return { ...l, settings: row ? toLevelSettings(fromPrisma(row)) : null };
  });
  const idAt = (l: EntityLevel) => found.links.find((x) => x.level === l)?.id ?? null;
  return {
    links,
    path: {
      level,
      corporationId: found.corporationId,
      divisionId: idAt('division'),
      regionId: idAt('region'),
      propertyId: idAt('property'),
    },
  };
}
