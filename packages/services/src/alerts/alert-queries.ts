import type { ExceptionSettingsValues } from '@kc/domain/alerts';
import type { ExceptionAlert } from '@kc/domain/property-ops';
import type pg from 'pg';
import { ALERT_SQL, alertCutoffs } from '../property-ops/alert-rules.ts';

export type PropertyAlert = ExceptionAlert & { propertyId: number };

/**
 * The active KEY_OUT, BADGE_UNUSED and LAST_COMM alerts of a set of properties, each at its own effective settings:
 * three statements whatever the number of properties (the cut-offs travel as arrays joined per property), reading the
 * maintained key_states, badges and datalogs, never the history. At most `limit` rows of each type.
 */
export async function queryAlerts(
  pool: pg.Pool,
  settings: Map<number, ExceptionSettingsValues>,
  now: Date,
  limit: number,
): Promise<PropertyAlert[]> {
  const ids = [...settings.keys()];
  const cuts = ids.map((id) => alertCutoffs(now, settings.get(id)!));
  const cutsOf = (k: 'keyOut' | 'badge' | 'lastComm') => [ids, cuts.map((c) => c[k])];
  const cutJoin = (col: string) =>
    `JOIN unnest($1::int[], $2::timestamptz[]) AS cut(property_id, at) ON cut.property_id = ${col}`;
  const [keys, badges, datalogs] = await Promise.all([
    pool.query<{
      property_id: number;
      key_tag_number: string;
      since: Date;
      employee_name: string | null;
      property_unit_name: string | null;
      datalog_number: number;
    }>(
      `SELECT ks.property_id, ks.key_tag_number, ks.since, ks.employee_name, ks.property_unit_name, d.datalog_number
         FROM key_states ks ${cutJoin('ks.property_id')} JOIN datalogs d ON d.id = ks.datalog_id
        WHERE ${ALERT_SQL.keyOutLong('cut.at')}
        ORDER BY ks.since ASC LIMIT ${limit}`,
      cutsOf('keyOut'),
    ),
    pool.query<{
      property_id: number;
      id: number;
      employee_name: string;
      badge_number: string;
      last_used: Date | null;
    }>(
      `SELECT badges.property_id, id, employee_name, badge_number, last_used FROM badges ${cutJoin('badges.property_id')}
        WHERE ${ALERT_SQL.badgeUnused('cut.at')}
        ORDER BY last_used ASC NULLS FIRST, employee_name LIMIT ${limit}`,
      cutsOf('badge'),
    ),
    pool.query<{ property_id: number; id: number; datalog_number: number; last_communication: Date | null }>(
      `SELECT datalogs.property_id, id, datalog_number, last_communication FROM datalogs ${cutJoin('datalogs.property_id')}
        WHERE ${ALERT_SQL.datalogSilent('cut.at')}
        ORDER BY last_communication ASC NULLS FIRST LIMIT ${limit}`,
      cutsOf('lastComm'),
    ),
  ]);
  const of = (propertyId: number) => settings.get(propertyId)!;
  return [
    ...datalogs.rows.map((d): PropertyAlert => ({
      propertyId: d.property_id,
      type: 'LAST_COMM',
      timestamp: d.last_communication?.toISOString() ?? null,
      title: `Datalog ${d.datalog_number}`,
      detail: d.last_communication
        ? `No communication for more than ${of(d.property_id).lastCommDays} days`
        : 'Has never communicated',
      ref: { datalogId: d.id },
    })),
    ...keys.rows.map((k): PropertyAlert => ({
      propertyId: k.property_id,
      type: 'KEY_OUT',
      timestamp: k.since.toISOString(),
      title: `Key tag ${k.key_tag_number}${k.property_unit_name ? ` (unit ${k.property_unit_name})` : ''}`,
      detail: `Out${k.employee_name ? ` with ${k.employee_name}` : ''} · datalog ${k.datalog_number}`,
      ref: { keyTagNumber: k.key_tag_number },
    })),
    ...badges.rows.map((b): PropertyAlert => ({
      propertyId: b.property_id,
      type: 'BADGE_UNUSED',
      timestamp: b.last_used?.toISOString() ?? null,
      title: `${b.employee_name} (badge ${b.badge_number})`,
      detail: b.last_used ? `Not used in the last ${of(b.property_id).badgeUnusedDays} days` : 'Never used',
      ref: { badgeId: b.id },
    })),
  ];
}
