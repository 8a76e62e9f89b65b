import type pg from 'pg';
import { REPORT_PAGE_SIZE, type HistoryReportKind, type ReportCriteria } from '@kc/domain/reports';

/**
 * The report SQL, free of HTTP and scope so the benchmark can run the identical statements on a bare pg pool
 * (the property id passed here must already be checked against the caller's scope).
 *
 * - keys-out reads key_states (index property_id, is_out), never the history; its receipt comes from the row that set
 *   the state, found by primary key (id, time) in its month's partition alone (since is that row's time);
 * - history reports read datalog_transactions through the (property_id, time) index, newest first, 100 a page; a
 *   date range bounds time, so only its months' partitions are planned (decision 0068); totals without other
 *   criteria add up per-day counts.
 */

export interface RawReportRow {
  id: string;
  employee_name: string | null;
  badge_number: string | null;
  property_unit_name: string | null;
  activity_code: number | null;
  exception_code: string | null;
  entered_work_order_number: string | null;
  time: Date | null;
  key_receipt_id: number | null;
  datalog_number: number;
  non_lettered_panels: boolean;
  key_tag_number: string | null;
  encoded_hook_number: number | null;
}

export interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The keys-out report's rows, over `key_states ks JOIN datalogs d` (the overview counts with the same rule). */
export const KEYS_OUT_SQL = 'ks.is_out';
/** The exception report's own condition over `datalog_transactions t` (added to the range and criteria). */
export const EXCEPTION_ROW_SQL = 't.exception_code IS NOT NULL';

const KEYS_OUT_FROM = `
  FROM key_states ks
  JOIN datalogs d ON d.id = ks.datalog_id
  WHERE ks.property_id = $1 AND ${KEYS_OUT_SQL}`;

export function keysOutSql(
  propertyId: number,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): { page: SqlStatement; count: SqlStatement } {
  return {
    page: {
      text: `SELECT ks.transaction_id::text AS id, ks.employee_name, ks.badge_number, ks.property_unit_name, ks.activity_code,
          NULL::text AS exception_code, ks.entered_work_order_number, ks.since AS time, t.key_receipt_id, d.datalog_number,
          d.non_lettered_panels, ks.key_tag_number, ks.encoded_hook_number
        FROM key_states ks
        JOIN datalogs d ON d.id = ks.datalog_id
        LEFT JOIN datalog_transactions t ON t.id = ks.transaction_id AND t.time = ks.since
        WHERE ks.property_id = $1 AND ${KEYS_OUT_SQL}
        ORDER BY ks.since DESC, ks.key_tag_number
        LIMIT $2 OFFSET $3`,
      values: [propertyId, limit, offset],
    },
    count: { text: `SELECT count(*)::int AS total ${KEYS_OUT_FROM}`, values: [propertyId] },
  };
}

/**
 * Empty hooks (decision 0019): hooks of a cabinet (1…number_of_keyhooks, encoded from 1000 on lettered panels)
 * that hold no tag, and tags that belong to no unit. Small per property, so computed on the fly.
 */
export function emptyHooksSql(
  propertyId: number,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): { page: SqlStatement; count: SqlStatement } {
  const body = `
    WITH d AS (
      SELECT id, datalog_number, non_lettered_panels, number_of_keyhooks,
             CASE WHEN non_lettered_panels THEN 0 ELSE 1000 END AS base
      FROM datalogs WHERE property_id = $1 AND deleted_at IS NULL
    ), rows AS (
      SELECT d.id AS datalog_id, d.datalog_number, d.non_lettered_panels, d.base + h AS hook, NULL::text AS tag
      FROM d CROSS JOIN LATERAL generate_series(1, d.number_of_keyhooks) AS h
      WHERE NOT EXISTS (SELECT 1 FROM key_tags kt WHERE kt.datalog_id = d.id AND kt.hook_number = d.base + h)
      UNION ALL
      SELECT d.id, d.datalog_number, d.non_lettered_panels, kt.hook_number, kt.tag_number::text
      FROM d JOIN key_tags kt ON kt.datalog_id = d.id
      WHERE kt.unit_id IS NULL
    )`;
  return {
    page: {
      text: `${body}
        SELECT datalog_id || '-' || hook AS id, NULL::text AS employee_name, NULL::text AS badge_number,
          NULL::text AS property_unit_name, NULL::int AS activity_code, NULL::text AS exception_code,
          NULL::text AS entered_work_order_number, NULL::timestamptz AS time, NULL::int AS key_receipt_id, datalog_number,
          non_lettered_panels, tag AS key_tag_number, hook AS encoded_hook_number
        FROM rows ORDER BY datalog_number, hook LIMIT $2 OFFSET $3`,
      values: [propertyId, limit, offset],
    },
    count: { text: `${body} SELECT count(*)::int AS total FROM rows`, values: [propertyId] },
  };
}

/** WHERE of a history report; only the criteria given become conditions, so the planner sees a plain index range. */
function historyWhere(
  propertyId: number,
  kind: HistoryReportKind,
  c: ReportCriteria,
): { where: string; values: unknown[] } {
  const values: unknown[] = [propertyId];
  const conds = ['t.property_id = $1'];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    conds.push(sql(`$${values.length}`));
  };
  if (c.from) add((p) => `t.time >= ${p}::timestamptz`, c.from);
  if (c.to) add((p) => `t.time <= ${p}::timestamptz`, c.to);
  if (c.units.length) add((p) => `t.property_unit_name = ANY(${p}::text[])`, c.units);
  if (c.employees.length) add((p) => `t.employee_name = ANY(${p}::text[])`, c.employees);
  if (c.activities.length) add((p) => `t.activity_code = ANY(${p}::int[])`, c.activities);
  if (c.exceptionCodes.length) add((p) => `t.exception_code = ANY(${p}::text[])`, c.exceptionCodes);
  if (kind === 'exception') conds.push(EXCEPTION_ROW_SQL);
  if (c.tag) add((p) => `t.key_tag_number = ${p}`, c.tag);
  return { where: conds.join(' AND '), values };
}

const HISTORY_COLUMNS = `t.id::text AS id, t.employee_name, t.badge_number, t.property_unit_name, t.activity_code, t.exception_code,
  t.entered_work_order_number, t.time, t.key_receipt_id, d.datalog_number, d.non_lettered_panels, t.key_tag_number,
  t.encoded_hook_number`;

const DAY_MS = 86_400_000;

/**
 * The whole UTC days inside [from, to] (to inclusive), as day starts: lo (first) and hi (after the last), null for no
 * bound; null when no whole day fits. Rows are stored to the millisecond, so day D is whole when D >= from and its
 * last millisecond D + 1 day - 1 ms <= to.
 */
export function wholeDays(from: Date | null, to: Date | null): { lo: Date | null; hi: Date | null } | null {
  const lo = from && new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const hi = to && new Date(Math.floor((to.getTime() + 1) / DAY_MS) * DAY_MS);
  return lo && hi && lo.getTime() >= hi.getTime() ? null : { lo, hi };
}

/**
 * The exact total of a history report whose only criteria are its dates (decision 0068): the per-day counts of the
 * whole days, plus an index count of the partial days at either edge (every history kind without criteria reads all
 * rows, the exception report its exception rows). Any other criterion counts its rows.
 */
function dayCountSql(propertyId: number, kind: HistoryReportKind, c: ReportCriteria): SqlStatement | null {
  const plain = !c.units.length && !c.employees.length && !c.activities.length && !c.exceptionCodes.length && !c.tag;
  if (!plain) return null;
  const span = wholeDays(c.from ? new Date(c.from) : null, c.to ? new Date(c.to) : null);
  if (!span) return null;
  const exceptions = kind === 'exception';
  const values: unknown[] = [propertyId];
  const p = (value: unknown) => `$${values.push(value)}::timestamptz`;
  const only = exceptions ? ` AND ${EXCEPTION_ROW_SQL}` : '';
  const edge = (range: string) =>
    `(SELECT count(*) FROM datalog_transactions t WHERE t.property_id = $1 AND ${range}${only})`;
  const days = ['property_id = $1'];
  const parts: string[] = [];
  // An edge that is empty (a range starting at midnight, or ending at a day's last millisecond) is not counted at all.
  if (c.from && span.lo) {
    const lo = p(span.lo);
    days.push(`day >= (${lo} AT TIME ZONE 'UTC')::date`);
    if (new Date(c.from) < span.lo) parts.push(edge(`t.time >= ${p(c.from)} AND t.time < ${lo}`));
  }
  if (c.to && span.hi) {
    const hi = p(span.hi);
    days.push(`day < (${hi} AT TIME ZONE 'UTC')::date`);
    if (span.hi <= new Date(c.to)) parts.push(edge(`t.time >= ${hi} AND t.time <= ${p(c.to)}`));
  }
  parts.unshift(
    `(SELECT coalesce(sum(${exceptions ? 'exceptions' : 'total'}), 0) FROM datalog_transaction_days WHERE ${days.join(' AND ')})`,
  );
  return { text: `SELECT (${parts.join(' + ')})::int AS total`, values };
}

export function historySql(
  propertyId: number,
  kind: HistoryReportKind,
  criteria: ReportCriteria,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): { page: SqlStatement; count: SqlStatement } {
  const { where, values } = historyWhere(propertyId, kind, criteria);
  const n = values.length;
  const count = dayCountSql(propertyId, kind, criteria) ?? {
    text: `SELECT count(*)::int AS total FROM datalog_transactions t WHERE ${where}`,
    values,
  };
  return {
    page: {
      text: `SELECT ${HISTORY_COLUMNS}
        FROM datalog_transactions t JOIN datalogs d ON d.id = t.datalog_id
        WHERE ${where}
        ORDER BY t.time DESC, t.id DESC
        LIMIT $${n + 1} OFFSET $${n + 2}`,
      values: [...values, limit, offset],
    },
    count,
  };
}

/** The next chunk after a keyset cursor (time, id), newest first: exports walk the whole result this way. */
export function historyChunkSql(
  propertyId: number,
  kind: HistoryReportKind,
  criteria: ReportCriteria,
  after: { time: Date; id: string } | null,
  limit: number,
): SqlStatement {
  const { where, values } = historyWhere(propertyId, kind, criteria);
  let cursor = '';
  if (after) {
    values.push(after.time, after.id);
    cursor = ` AND (t.time, t.id) < ($${values.length - 1}::timestamptz, $${values.length}::bigint)`;
  }
  values.push(limit);
  return {
    text: `SELECT ${HISTORY_COLUMNS}
      FROM datalog_transactions t JOIN datalogs d ON d.id = t.datalog_id
      WHERE ${where}${cursor}
      ORDER BY t.time DESC, t.id DESC
      LIMIT $${values.length}`,
    values,
  };
}

/** Runs a page and its count side by side. */
export async function runPaged(
  pool: pg.Pool,
  sql: { page: SqlStatement; count: SqlStatement },
): Promise<{ rows: RawReportRow[]; total: number }> {
  const [page, count] = await Promise.all([
    pool.query<RawReportRow>(sql.page.text, sql.page.values),
    pool.query<{ total: number }>(sql.count.text, sql.count.values),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}
