import type pg from 'pg';
import { REPORT_PAGE_SIZE, type HistoryReportKind, type ReportCriteria } from '@kc/domain/reports';
import { monthStart } from '../devices/transaction-partitions.ts';

/**
 * The report SQL, free of HTTP and scope so the benchmark can run the identical statements on a bare pg pool
 * (the property id passed here must already be checked against the caller's scope).
 *
 * - keys-out reads key_states (index property_id, is_out), never the history; the page's receipts come from the rows
 *   that set the states, found by primary key (id, time) in their months' partitions alone (since is that row's time);
 * - history reports read datalog_transactions through the (property_id, time) index, newest first, 100 a page; a
 *   date range bounds time, so only its months' partitions are planned (decision 0068); totals without other
 *   criteria add up per-day counts, and the same counts bound the page's time span to the days that hold it
 *   (decision 0074), so an unbounded report or a deep page reads one or two months, not the whole history.
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
      // The receipt is read afterwards for the page's rows alone (withReceipts): a join here would plan every month.
      text: `SELECT ks.transaction_id::text AS id, ks.employee_name, ks.badge_number, ks.property_unit_name, ks.activity_code,
          NULL::text AS exception_code, ks.entered_work_order_number, ks.since AS time, NULL::int AS key_receipt_id,
          d.datalog_number, d.non_lettered_panels, ks.key_tag_number, ks.encoded_hook_number
        ${KEYS_OUT_FROM}
        ORDER BY ks.since DESC, ks.key_tag_number
        LIMIT $2 OFFSET $3`,
      values: [propertyId, limit, offset],
    },
    count: { text: `SELECT count(*)::int AS total ${KEYS_OUT_FROM}`, values: [propertyId] },
  };
}

/**
 * Fills in the key receipt of keys-out rows from the transactions that set their state, found by primary key
 * (id, time): the times are given as a list, so only the partitions of those months are planned.
 */
export async function withReceipts(pool: pg.Pool, rows: RawReportRow[]): Promise<RawReportRow[]> {
  const keyed = rows.filter((r) => r.time);
  if (!keyed.length) return rows;
  const { rows: found } = await pool.query<{ id: string; key_receipt_id: number }>(
    `SELECT id::text AS id, key_receipt_id FROM datalog_transactions
      WHERE time = ANY($1::timestamptz[]) AND id = ANY($2::bigint[]) AND key_receipt_id IS NOT NULL`,
    [keyed.map((r) => r.time), keyed.map((r) => r.id)],
  );
  if (!found.length) return rows;
  const receipts = new Map(found.map((f) => [f.id, f.key_receipt_id]));
  return rows.map((r) => (receipts.has(r.id) ? { ...r, key_receipt_id: receipts.get(r.id)! } : r));
}

/** One page of the keys-out report with its total; the receipts read for the page's rows alone. */
export async function keysOutPage(
  pool: pg.Pool,
  propertyId: number,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): Promise<{ rows: RawReportRow[]; total: number }> {
  const { rows, total } = await runPaged(pool, keysOutSql(propertyId, limit, offset));
  return { rows: await withReceipts(pool, rows), total };
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

/** Time bounds a page's rows are known to lie within (from the per-day counts), added to the criteria. */
export interface PageSpan {
  atLeast?: Date | null;
  before?: Date | null;
}

/** WHERE of a history report; only the criteria given become conditions, so the planner sees a plain index range. */
function historyWhere(
  propertyId: number,
  kind: HistoryReportKind,
  c: ReportCriteria,
  span: PageSpan = {},
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
  if (span.atLeast) add((p) => `t.time >= ${p}::timestamptz`, span.atLeast);
  if (span.before) add((p) => `t.time < ${p}::timestamptz`, span.before);
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

interface DayParts {
  values: unknown[];
  /** Condition on datalog_transaction_days for the whole days of the range (its parameters pushed onto `values`). */
  days: (values: unknown[]) => string;
  /** The count of the whole days of the range: whole months from datalog_transaction_months, the days at the ends. */
  wholeDaysTotal: string;
  /** The per-day column that counts the report's rows. */
  column: 'total' | 'exceptions';
  /** Count statements of the partial days after the whole days (newer) and before them (older), '0' when empty. */
  newerEdge: string;
  olderEdge: string;
}

/**
 * The parts of a history report's exact total whose only criteria are its dates (decision 0068): the per-day counts of
 * the whole days, plus an index count of the partial days at either edge (every history kind without criteria reads
 * all rows, the exception report its exception rows). Null when another criterion is given or no whole day fits.
 */
function dayParts(propertyId: number, kind: HistoryReportKind, c: ReportCriteria): DayParts | null {
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
  let olderEdge = '0';
  let newerEdge = '0';
  // An edge that is empty (a range starting at midnight, or ending at a day's last millisecond) is not counted at all.
  if (c.from && span.lo && new Date(c.from) < span.lo)
    olderEdge = edge(`t.time >= ${p(c.from)} AND t.time < ${p(span.lo)}`);
  if (c.to && span.hi && span.hi <= new Date(c.to))
    newerEdge = edge(`t.time >= ${p(span.hi)} AND t.time <= ${p(c.to)}`);
  const column = exceptions ? 'exceptions' : 'total';
  const days = (into: unknown[]) => {
    const conds = ['property_id = $1'];
    if (span.lo) conds.push(`day >= $${into.push(isoDay(span.lo))}::date`);
    if (span.hi) conds.push(`day < $${into.push(isoDay(span.hi))}::date`);
    return conds.join(' AND ');
  };
  return { values, days, wholeDaysTotal: spanTotal(column, span, values), column, newerEdge, olderEdge };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The sum of a per-day column over the whole days [lo, hi) (null: open), decision 0074: the whole months inside from
 * datalog_transaction_months, the days before the first of them and from the last one on from the per-day counts.
 */
function spanTotal(column: 'total' | 'exceptions', span: { lo: Date | null; hi: Date | null }, values: unknown[]) {
  const p = (d: Date) => `$${values.push(isoDay(d))}::date`;
  const sum = (table: string, conds: string[]) =>
    `(SELECT coalesce(sum(${column}), 0) FROM ${table} WHERE ${['property_id = $1', ...conds].join(' AND ')})`;
  // The first whole month starts at lo's month when lo is its first day, else the month after.
  const mlo = span.lo && (span.lo.getUTCDate() === 1 ? span.lo : monthStart(span.lo, 1));
  const mhi = span.hi && monthStart(span.hi);
  if (mlo && mhi && mlo >= mhi) {
    const conds = [...(span.lo ? [`day >= ${p(span.lo)}`] : []), ...(span.hi ? [`day < ${p(span.hi)}`] : [])];
    return sum('datalog_transaction_days', conds);
  }
  const parts = [
    sum('datalog_transaction_months', [...(mlo ? [`month >= ${p(mlo)}`] : []), ...(mhi ? [`month < ${p(mhi)}`] : [])]),
  ];
  if (span.lo && mlo && span.lo < mlo)
    parts.push(sum('datalog_transaction_days', [`day >= ${p(span.lo)}`, `day < ${p(mlo)}`]));
  if (span.hi && mhi && mhi < span.hi)
    parts.push(sum('datalog_transaction_days', [`day >= ${p(mhi)}`, `day < ${p(span.hi)}`]));
  return parts.join(' + ');
}

/** The exact total from the per-day counts (see dayParts); null when it does not apply. */
function dayCountSql(propertyId: number, kind: HistoryReportKind, c: ReportCriteria): SqlStatement | null {
  const d = dayParts(propertyId, kind, c);
  if (!d) return null;
  const parts = [d.wholeDaysTotal];
  for (const e of [d.olderEdge, d.newerEdge]) if (e !== '0') parts.push(e);
  return { text: `SELECT (${parts.join(' + ')})::int AS total`, values: d.values };
}

/**
 * The total and the time span of one page, newest first, from the per-day counts (decision 0074). Walking the whole
 * days newest first with a running count, the first day whose running count passes the page's first row holds it:
 * the newer days (and the newer edge) are skipped (`skipped` rows, `before` the start of the day after it), and the
 * page ends in the first day whose running count reaches its last row (`atLeast`). Both walks stop at their day, so
 * a page near the top reads a few day counts, not the whole history's. Null when the counts do not apply (dayParts).
 */
export function dayPageSql(
  propertyId: number,
  kind: HistoryReportKind,
  c: ReportCriteria,
  limit: number,
  offset: number,
): SqlStatement | null {
  const d = dayParts(propertyId, kind, c);
  if (!d) return null;
  const values = [...d.values];
  const o = `$${values.push(offset)}::bigint`;
  const l = `$${values.push(limit)}::bigint`;
  // Each lookup walks the days itself under its own LIMIT 1, so the planner reads them newest first through the
  // primary key and stops at the day it needs (a walk shared by both would be read whole, sorted, at every depth).
  const days = d.days(values);
  const walk = `SELECT day, ${d.column} AS n, sum(${d.column}) OVER (ORDER BY day DESC) AS cum
    FROM datalog_transaction_days WHERE ${days} ORDER BY day DESC`;
  return {
    text: `WITH e AS MATERIALIZED (SELECT ${d.newerEdge}::bigint AS newer, ${d.olderEdge}::bigint AS older)
      SELECT (${d.wholeDaysTotal} + e.newer + e.older)::int AS total,
        (CASE WHEN f.cum > f.n THEN f.cum - f.n + e.newer ELSE 0 END)::int AS skipped,
        CASE WHEN f.cum > f.n THEN (f.day + 1)::timestamp AT TIME ZONE 'UTC' END AS before,
        last.day::timestamp AT TIME ZONE 'UTC' AS "atLeast"
      FROM e
      LEFT JOIN LATERAL (SELECT day, n, cum FROM (${walk}) w WHERE cum > ${o} - e.newer LIMIT 1) f ON true
      LEFT JOIN LATERAL (SELECT day FROM (${walk}) w WHERE cum >= ${o} - e.newer + ${l} LIMIT 1) last ON true`,
    values,
  };
}

export function historySql(
  propertyId: number,
  kind: HistoryReportKind,
  criteria: ReportCriteria,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): { page: SqlStatement; count: SqlStatement } {
  const { where, values } = historyWhere(propertyId, kind, criteria);
  const count = dayCountSql(propertyId, kind, criteria) ?? {
    text: `SELECT count(*)::int AS total FROM datalog_transactions t WHERE ${where}`,
    values,
  };
  return { page: historyPageSql(propertyId, kind, criteria, limit, offset), count };
}

/** One page of a history report, newest first; `span` bounds its time further (from dayPageSql). */
export function historyPageSql(
  propertyId: number,
  kind: HistoryReportKind,
  criteria: ReportCriteria,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
  span: PageSpan = {},
): SqlStatement {
  const { where, values } = historyWhere(propertyId, kind, criteria, span);
  const n = values.length;
  return {
    text: `SELECT ${HISTORY_COLUMNS}
      FROM datalog_transactions t JOIN datalogs d ON d.id = t.datalog_id
      WHERE ${where}
      ORDER BY t.time DESC, t.id DESC
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    values: [...values, limit, offset],
  };
}

/**
 * One page of a history report with its exact total. With only dates as criteria, the per-day counts give the total
 * and the page's time span first (dayPageSql), so the page reads only the days that hold it; otherwise the page and
 * its count run side by side.
 */
export async function historyPage(
  pool: pg.Pool,
  propertyId: number,
  kind: HistoryReportKind,
  criteria: ReportCriteria,
  limit = REPORT_PAGE_SIZE,
  offset = 0,
): Promise<{ rows: RawReportRow[]; total: number }> {
  const plan = dayPageSql(propertyId, kind, criteria, limit, offset);
  if (!plan) return runPaged(pool, historySql(propertyId, kind, criteria, limit, offset));
  const { rows: planned } = await pool.query<{
    total: number;
    skipped: number;
    before: Date | null;
    atLeast: Date | null;
  }>(plan.text, plan.values);
  const p = planned[0]!;
  if (offset >= p.total) return { rows: [], total: p.total };
  const page = historyPageSql(propertyId, kind, criteria, limit, offset - p.skipped, {
    before: p.before,
    atLeast: p.atLeast,
  });
  const { rows } = await pool.query<RawReportRow>(page.text, page.values);
  return { rows, total: p.total };
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
