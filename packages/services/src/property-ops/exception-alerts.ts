import { keyOutHours } from '@kc/domain/alerts';
import { EXCEPTION_TYPES, type ExceptionAlerts } from '@kc/domain/property-ops';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, outOfScope, type Scope } from '../access/scope.ts';
import { resolveForSelection } from '../alerts/get-effective-settings.ts';
import { queryAlerts } from '../alerts/alert-queries.ts';
import { ALERT_TYPE_FIELD } from '@kc/domain/alerts';

const LIMIT = 500;

/**
 * The /exceptions alerts of one property (spec 001 §3, §9) at the property's effective settings (decision 0036):
 * keys out longer than its threshold (from the maintained key_states, never the history), active badges unused for
 * its window (unless cleared), datalogs silent for its window; a type switched off lists nothing.
 */
export async function listExceptionAlerts(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  now = new Date(),
): Promise<ExceptionAlerts> {
  const [, resolved] = await Promise.all([
    assertPropertyInScope(ctx.db, scope, propertyId),
    resolveForSelection(ctx.db.pool, 'p.id = $1', [propertyId]),
  ]);
  const settings = resolved.get(propertyId);
  if (!settings) throw outOfScope('Property');
  const { values } = settings;
  const alerts = await queryAlerts(ctx.db.pool, new Map([[propertyId, values]]), now, LIMIT);
  return {
    propertyId,
    generatedAt: now.toISOString(),
    keyOutHours: keyOutHours(values.keyOutThreshold),
    badgeUnusedDays: values.badgeUnusedDays,
    lastCommDays: values.lastCommDays,
    types: EXCEPTION_TYPES.filter((t) => values[ALERT_TYPE_FIELD[t]]),
    alerts: alerts.map(({ propertyId: _, ...a }) => a),
  };
}
