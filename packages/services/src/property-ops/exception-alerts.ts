import type { ExceptionAlert, ExceptionAlerts } from '@kc/domain/property-ops';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, type Scope } from '../access/scope.ts';
import { ALERT_SQL, alertCutoffs } from './alert-rules.ts';

const LIMIT = 500;

/**
 * The /exceptions alerts of one property (spec 001 §3, §9): keys out longer than `keyOutHours` (from the
 * maintained key_states, never the history), active badges unused for 30 days, datalogs silent for 3 days.
 * SQL through the pool: this page is opened all day by every manager.
 */
export async function listExceptionAlerts(
  ctx: ServiceContext,
  scope: Scope,
  propertyId: number,
  keyOutHours: number,
  now = new Date(),
): Promise<ExceptionAlerts> {
  await assertPropertyInScope(ctx.db, scope, propertyId);
  const pool = ctx.db.pool;
  const cut = alertCutoffs(now, keyOutHours);
  const [keys, badges, datalogs] = await Promise.all([
    pool.query<{
      key_tag_number: string;
      since: Date;
      employee_name: string | null;
      property_unit_name: string | null;
      datalog_number: number;
    }>(
      `SELECT ks.key_tag_number, ks.since, ks.employee_name, ks.property_unit_name, d.datalog_number
         FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id
        WHERE ks.property_id = $1 AND ${ALERT_SQL.keyOutLong('$2')}
        ORDER BY ks.since ASC LIMIT ${LIMIT}`,
      [propertyId, cut.keyOut],
    ),
    pool.query<{ id: number; employee_name: string; badge_number: string; last_used: Date | null }>(
      `SELECT id, employee_name, badge_number, last_used FROM badges
        WHERE property_id = $1 AND ${ALERT_SQL.badgeUnused('$2')}
        ORDER BY last_used ASC NULLS FIRST, employee_name LIMIT ${LIMIT}`,
      [propertyId, cut.badge],
    ),
    pool.query<{ id: number; datalog_number: number; last_communication: Date | null }>(
      `SELECT id, datalog_number, last_communication FROM datalogs
        WHERE property_id = $1 AND ${ALERT_SQL.datalogSilent('$2')}
        ORDER BY last_communication ASC NULLS FIRST`,
      [propertyId, cut.lastComm],
    ),
  ]);
  const alerts: ExceptionAlert[] = [
    ...datalogs.rows.map((d): ExceptionAlert => ({
      type: 'LAST_COMM',
      timestamp: d.last_communication?.toISOString() ?? null,
      title: `Datalog ${d.datalog_number}`,
      detail: d.last_communication ? 'No communication for more than 3 days' : 'Has never communicated',
      ref: { datalogId: d.id },
    })),
    ...keys.rows.map((k): ExceptionAlert => ({
      type: 'KEY_OUT',
      timestamp: k.since.toISOString(),
      title: `Key tag ${k.key_tag_number}${k.property_unit_name ? ` (unit ${k.property_unit_name})` : ''}`,
      detail: `Out${k.employee_name ? ` with ${k.employee_name}` : ''} · datalog ${k.datalog_number}`,
      ref: { keyTagNumber: k.key_tag_number },
    })),
    ...badges.rows.map((b): ExceptionAlert => ({
      type: 'BADGE_UNUSED',
      timestamp: b.last_used?.toISOString() ?? null,
      title: `${b.employee_name} (badge ${b.badge_number})`,
      detail: b.last_used ? 'Not used in the last 30 days' : 'Never used',
      ref: { badgeId: b.id },
    })),
  ];
  return { propertyId, generatedAt: now.toISOString(), keyOutHours, alerts };
}
