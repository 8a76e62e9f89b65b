import type { RollupAlerts } from '@kc/domain/alerts-views';
import type { RollupLevel } from '@kc/domain/overview';
import { LEVEL_PLURAL } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';
import { outOfScope, type Scope } from '../access/scope.ts';
import { assertEntityInScope, entityName } from '../hierarchy/entity-scope.ts';
import { rollupSelection } from '../overview/get-rollup-overview.ts';
import { resolveForSelection } from './get-effective-settings.ts';
import { queryAlerts } from './alert-queries.ts';

/** Alerts of each type carried at most (a corporation of 1,000 properties can have many; the list says so). */
const LIMIT = 1000;

/**
 * The active alerts of every property of a corporation, division or region that the caller reaches, each property at
 * its own effective settings, with the property's name: four statements whatever the number of properties.
 */
export async function listRollupAlerts(
  ctx: ServiceContext,
  scope: Scope,
  level: RollupLevel,
  id: number,
  now = new Date(),
): Promise<RollupAlerts> {
  const sel = rollupSelection(scope, level, id);
  const [, resolved, entity] = await Promise.all([
    assertEntityInScope(ctx.db, scope, level, id),
    resolveForSelection(ctx.db.pool, sel.sql, sel.values),
    // Table names are the levels' plurals (a closed list, never input).
    ctx.db.pool.query<{ name: string }>(`SELECT name FROM ${LEVEL_PLURAL[level]} WHERE id = $1`, [id]),
  ]);
  const name = entity.rows[0]?.name;
  if (name === undefined) throw outOfScope(entityName(level));
  const settings = new Map([...resolved].map(([pid, s]) => [pid, s.values]));
  const alerts = await queryAlerts(ctx.db.pool, settings, now, LIMIT + 1);
  // Each type was read with one row more than it keeps: that row says the list is cut.
  const counts = { KEY_OUT: 0, BADGE_UNUSED: 0, LAST_COMM: 0 };
  const kept = alerts.filter((a) => ++counts[a.type] <= LIMIT);
  return {
    level,
    id,
    name,
    generatedAt: now.toISOString(),
    truncated: kept.length < alerts.length,
    alerts: kept.map((a) => ({ ...a, propertyName: resolved.get(a.propertyId)?.propertyName ?? '' })),
  };
}
