// Area "internal-reports": the plan of every property and the canceled properties' reasons and dates, so the
// cancellation and platinum datalog reports have rows (decision 0056). No random draws: the areas before keep
// their values. The past-due datalog report reads key-control's stale datalog and two quiet cabinets added here.
import type pg from 'pg';
import { CANCELLATION_REASONS } from '@kc/domain/lookups';
import { PLAN_CODES, type PlanCode } from '@kc/domain/purchase-orders/plans';

const DAY = 86_400_000;

/** Plans in turn by property id: standard the most common, one property in five on platinum. */
const PLAN_TURN: readonly PlanCode[] = ['STD', 'PRE', 'STD', 'PRI', 'PLT'];

/**
 * Canceled properties: the hierarchy's canceled one (on temporary access) and two more, each the last property of a
 * region no demo login starts in, so no login's first property changes state.
 */
const CANCELED: readonly { name: string; reason: string; daysAgo: number }[] = [
  { name: 'Willow Park Residences', reason: 'Nonpayment', daysAgo: 20 },
  { name: 'Wildflower Apartments', reason: 'Switched provider', daysAgo: 75 },
  { name: 'Vineyard Hills', reason: 'Property sold', daysAgo: 140 },
];

/**
 * Cabinets that went quiet, added on properties no demo login starts in: a datalog with no tags and no history
 * whose last communication is past the active threshold.
 */
const QUIET: readonly { name: string; type: 'touch' | 'gen10'; daysAgo: number }[] = [
  { name: 'Hampton Court', type: 'touch', daysAgo: 120 },
  { name: 'The Preserve at Pine Valley', type: 'gen10', daysAgo: 210 },
];

export async function seedInternalReports(pool: pg.Pool, now: Date): Promise<{ platinum: number; canceled: number }> {
  if (!PLAN_TURN.every((code) => PLAN_CODES.includes(code))) throw new Error('unknown plan code');
  const plans = await pool.query<{ plan_code: string }>(
    `UPDATE properties p SET plan_code = ($1::text[])[(n.rn - 1) % cardinality($1::text[]) + 1]
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM properties) n
      WHERE n.id = p.id RETURNING p.plan_code`,
    [PLAN_TURN],
  );
  let canceled = 0;
  for (const c of CANCELED) {
    const reasonId = CANCELLATION_REASONS.find((r) => r.name === c.reason)!.id;
    const { rowCount } = await pool.query(
      `UPDATE properties SET canceled = true, cancellation_reason_id = $2, canceled_at = $3 WHERE name = $1`,
      [c.name, reasonId, new Date(now.getTime() - c.daysAgo * DAY)],
    );
    canceled += rowCount ?? 0;
  }
  for (const q of QUIET) {
    await pool.query(
      `INSERT INTO datalogs (property_id, datalog_number, datalog_type, version, finalized, last_communication, updated_at)
        SELECT p.id, (SELECT coalesce(max(datalog_number), 0) + 1 FROM datalogs), $2, $3, true, $4, now()
        FROM properties p WHERE p.name = $1`,
      [q.name, q.type, q.type === 'gen10' ? '10.2.0' : '3.6.0', new Date(now.getTime() - q.daysAgo * DAY)],
    );
  }
  return { platinum: plans.rows.filter((r) => r.plan_code === 'PLT').length, canceled };
}
