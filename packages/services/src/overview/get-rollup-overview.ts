import { overviewWindow, sumFigures, type RollupLevel, type RollupOverview } from '@kc/domain/overview';
import type { ServiceContext } from '../context.ts';
import { outOfScope, propertyScopeSql, type Scope } from '../access/scope.ts';
import { corporationsInScope, divisionsInScope, entityName, regionsInScope } from '../hierarchy/entity-scope.ts';
import { runFigures, toFigures, toHtInfo } from './overview-sql.ts';
import { windowOut } from './get-property-overview.ts';

const LEVEL_COLUMN: Record<RollupLevel, string> = {
  corporation: 'corporation_id',
  division: 'division_id',
  region: 'region_id',
};

async function entityNameInScope(ctx: ServiceContext, scope: Scope, level: RollupLevel, id: number) {
  const where = { id, deletedAt: null };
  const select = { name: true } as const;
  const p = ctx.db.prisma;
  return level === 'corporation'
    ? p.corporation.findFirst({ where: corporationsInScope(scope, where), select })
    : level === 'division'
      ? p.division.findFirst({ where: divisionsInScope(scope, where), select })
      : p.region.findFirst({ where: regionsInScope(scope, where), select });
}

/** The properties of a level's entity that the scope includes, as a selection on `properties p`. */
export function rollupSelection(scope: Scope, level: RollupLevel, id: number) {
  const inScope = propertyScopeSql(scope, 2);
  return {
    name: `${level}-${scope.kind}`,
    sql: `p.${LEVEL_COLUMN[level]} = $1 AND p.deleted_at IS NULL AND ${inScope.sql}`,
    values: [id, ...inScope.values],
  };
}

/**
 * The overview of a corporation, division or region the caller reaches: the figures of each of its live properties
 * that the caller's scope includes, their totals and the pulls per day of them all. The entity check runs beside the
 * figures (whose selection carries the scope itself), so a wrong id costs no extra round trip. No pulls chart: the
 * roll-up is the table (summing every property's 30 days of rows would cost more than the rest of the answer).
 */
export async function getRollupOverview(
  ctx: ServiceContext,
  scope: Scope,
  level: RollupLevel,
  id: number,
  timeZone: string,
  now = new Date(),
): Promise<RollupOverview> {
  const window = overviewWindow(now, timeZone);
  const [entity, rows] = await Promise.all([
    entityNameInScope(ctx, scope, level, id),
    runFigures(ctx.db.read, rollupSelection(scope, level, id), window, now),
  ]);
  if (!entity) throw outOfScope(entityName(level));
  const properties = rows.map((r) => ({
    id: r.id,
    name: r.name,
    regionName: r.region_name,
    htInfo: toHtInfo(r),
    figures: toFigures(r),
  }));
  return {
    level,
    id,
    name: entity.name,
    generatedAt: now.toISOString(),
    timeZone,
    window: windowOut(window),
    properties,
    totals: sumFigures(properties.map((p) => p.figures)),
  };
}
