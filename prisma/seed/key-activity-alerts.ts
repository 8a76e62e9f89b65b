// Area "key-activity-alerts": one demo rule at the demo manager's first property, so the Key Activity Emails list
// shows what a rule looks like. Its address is on a reserved test domain: nothing leaves the machine.
import type pg from 'pg';

/** The demo manager's first property (as key-control's briefing property). */
const DEMO_PROPERTY = 'Maple Grove Apartments';
/** Activity 2 (Key Out) in the property's evenings and nights. */
const AFTER_HOURS = { description: 'After-hours pulls', startMinute: 18 * 60, endMinute: 7 * 60, activityCodes: [2] };

export async function seedKeyActivityAlerts(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `INSERT INTO key_activity_alerts (property_id, description, recipients, activity_codes, unit_ids, badge_ids,
       start_minute, end_minute, days, time_zone, active, updated_at)
     SELECT id, $2, ARRAY['after-hours@demo.test'], $3::int[], '{}', '{}', $4, $5, '{}', 'America/Chicago', true, now()
       FROM properties WHERE name = $1 AND deleted_at IS NULL`,
    [DEMO_PROPERTY, AFTER_HOURS.description, AFTER_HOURS.activityCodes, AFTER_HOURS.startMinute, AFTER_HOURS.endMinute],
  );
  return rowCount ?? 0;
}
