import { NOT_SCANNED_EXCEPTION_CODE, NOT_SCANNED_WINDOW_DAYS } from '@kc/domain/alerts';
import type { NotScannedList } from '@kc/domain/alerts-views';
import type { EntityLevel } from '@kc/domain/hierarchy';
import type { ServiceContext } from '../context.ts';
import { assertPropertyInScope, propertyScopeSql, type Scope } from '../access/scope.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { resolveForSelection } from './get-effective-settings.ts';

const LIMIT = 500;
const DAY = 86_400_000;
const LEVEL_COLUMN = { corporation: 'corporation_id', division: 'division_id', region: 'region_id', property: 'id' };

/**
 * Keys requested but not scanned (exception Y "No scan", spec 001 §3) of a property, or of every property of a
 * corporation, division or region the caller reaches, over the last 30 days: the indexed history read through
 * datalog_transactions (property_id, time), bounded by the window, newest first, capped. Properties whose settings
 * switch this alert off are left out.
 */
export async function listKeysNotScanned(
  ctx: ServiceContext,
  scope: Scope,
  level: EntityLevel,
  id: number,
  now = new Date(),
): Promise<NotScannedList> {
  const inScope = propertyScopeSql(scope, 2);
  const where = `p.${LEVEL_COLUMN[level]} = $1 AND p.deleted_at IS NULL AND ${inScope.sql}`;
  const [, resolved] = await Promise.all([
    level === 'property' ? assertPropertyInScope(ctx.db, scope, id) : assertEntityInScope(ctx.db, scope, level, id),
    resolveForSelection(ctx.db.pool, where, [id, ...inScope.values]),
  ]);
  const on = [...resolved].filter(([, s]) => s.values.notScannedOn);
  const from = new Date(now.getTime() - NOT_SCANNED_WINDOW_DAYS * DAY);
  const { rows } = await ctx.db.pool.query<{
    id: string;
    property_id: number;
    time: Date;
    datalog_number: number | null;
    key_tag_number: string | null;
    property_unit_name: string | null;
    employee_name: string | null;
  }>(
    `SELECT t.id, t.property_id, t.time, d.datalog_number, t.key_tag_number, t.property_unit_name, t.employee_name
       FROM unnest($1::int[]) AS sel(property_id)
       CROSS JOIN LATERAL (
         SELECT * FROM datalog_transactions t
          WHERE t.property_id = sel.property_id AND t.time >= $2 AND t.time <= $3 AND t.exception_code = $4
          ORDER BY t.time DESC LIMIT ${LIMIT + 1}
       ) t
       LEFT JOIN datalogs d ON d.id = t.datalog_id
      ORDER BY t.time DESC, t.id DESC LIMIT ${LIMIT + 1}`,
    [on.map(([pid]) => pid), from, now, NOT_SCANNED_EXCEPTION_CODE],
  );
  const nameOf = new Map(on.map(([pid, s]) => [pid, s.propertyName]));
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    truncated: rows.length > LIMIT,
    rows: rows.slice(0, LIMIT).map((r) => ({
      id: Number(r.id),
      propertyId: r.property_id,
      propertyName: nameOf.get(r.property_id) ?? '',
      time: r.time.toISOString(),
      datalogNumber: r.datalog_number,
      keyTagNumber: r.key_tag_number,
      unitName: r.property_unit_name,
      employeeName: r.employee_name,
    })),
  };
}
