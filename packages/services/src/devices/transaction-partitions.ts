import type pg from 'pg';

/**
 * The monthly partitions of datalog_transactions (decision 0068). Partitions are made by one SQL function that the
 * migration created, so the migration, the worker's partition job, ingestion on demand and bulk loaders share it.
 */

/** Months the partition job keeps ready after the current one. */
export const PARTITION_MONTHS_AHEAD = 3;

const PARTITION_NAME = /^datalog_transactions_p(\d{4})_(\d{2})$/;

/** The first instant (UTC) of the month `months` after the month of `at`. */
export function monthStart(at: Date, months = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

/**
 * Makes sure a partition exists for every UTC month from `from`'s to `to`'s (inclusive); returns how many it made.
 * Idempotent and safe to run from several processes at once. Call it before a bulk load of rows in that range.
 */
export async function ensureTransactionPartitions(
  pool: pg.Pool | pg.PoolClient,
  from: Date,
  to: Date,
): Promise<number> {
  const { rows } = await pool.query<{ created: number }>(
    'SELECT ensure_datalog_transaction_partitions($1::timestamptz, $2::timestamptz) AS created',
    [from, to],
  );
  return rows[0]!.created;
}

/**
 * Makes sure the months of these instants have partitions, each month alone (two far-apart times never make the
 * months between), in one round trip; returns how many it made.
 */
export async function ensureTransactionMonths(pool: pg.Pool | pg.PoolClient, times: readonly Date[]): Promise<number> {
  const months = [...new Set(times.map((t) => monthStart(t).getTime()))].map((m) => new Date(m));
  if (months.length === 0) return 0;
  const { rows } = await pool.query<{ created: number }>(
    `SELECT coalesce(sum(ensure_datalog_transaction_partitions(m, m)), 0)::int AS created
       FROM unnest($1::timestamptz[]) AS m`,
    [months],
  );
  return rows[0]!.created;
}

/** PostgreSQL's "no partition of relation … found for row": a row whose month has no partition yet. */
export function isMissingPartitionError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === '23514' &&
    /no partition of relation/.test(String((err as { message?: unknown }).message))
  );
}

export interface TransactionPartition {
  name: string;
  /** First instant of its month (UTC). */
  month: Date;
  /** A DETACH … CONCURRENTLY that was interrupted leaves the partition pending; the next run finishes it. */
  detachPending: boolean;
}

/** The partitions attached to datalog_transactions (or being detached), oldest first. */
export async function listTransactionPartitions(pool: pg.Pool | pg.PoolClient): Promise<TransactionPartition[]> {
  const { rows } = await pool.query<{ name: string; pending: boolean }>(
    `SELECT c.relname AS name, i.inhdetachpending AS pending
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'public.datalog_transactions'::regclass`,
  );
  return rows
    .flatMap((r) => {
      const m = PARTITION_NAME.exec(r.name);
      return m
        ? [{ name: r.name, month: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)), detachPending: r.pending }]
        : [];
    })
    .sort((a, b) => a.month.getTime() - b.month.getTime());
}

/** The session advisory lock that makes two retention runs take turns (the key is the partition function's). */
const RETENTION_LOCK_SQL = "SELECT pg_advisory_lock(hashtext('datalog_transactions retention'))";
const RETENTION_UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtext('datalog_transactions retention'))";

/**
 * Detaches and drops every whole month before `before` (a month start), with their keys, day and hour counts. DETACH …
 * CONCURRENTLY never blocks ingestion or reports (it waits for the queries that may still read the month instead);
 * it cannot run inside a transaction, so the run holds a session advisory lock on its own connection instead.
 */
export async function dropTransactionPartitionsBefore(pool: pg.Pool, before: Date): Promise<string[]> {
  const client = await pool.connect();
  const dropped: string[] = [];
  try {
    await client.query(RETENTION_LOCK_SQL);
    try {
      for (const p of await listTransactionPartitions(client)) {
        if (p.month.getTime() >= before.getTime()) continue;
        const table = client.escapeIdentifier(p.name);
        await client.query(
          `ALTER TABLE datalog_transactions DETACH PARTITION ${table} ${p.detachPending ? 'FINALIZE' : 'CONCURRENTLY'}`,
        );
        const end = monthStart(p.month, 1);
        await client.query('BEGIN');
        await client.query(`DROP TABLE ${table}`);
        await client.query('DELETE FROM datalog_transaction_keys WHERE time >= $1 AND time < $2', [p.month, end]);
        await client.query(
          `DELETE FROM datalog_transaction_days WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date
              AND day < ($2::timestamptz AT TIME ZONE 'UTC')::date`,
          [p.month, end],
        );
        // The day rows' trigger has brought the month to zero; its row goes too (decision 0074).
        await client.query(
          `DELETE FROM datalog_transaction_months WHERE month >= ($1::timestamptz AT TIME ZONE 'UTC')::date
              AND month < ($2::timestamptz AT TIME ZONE 'UTC')::date`,
          [p.month, end],
        );
        await client.query('DELETE FROM datalog_transaction_hours WHERE hour >= $1 AND hour < $2', [p.month, end]);
        await client.query('COMMIT');
        dropped.push(p.name);
      }
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      await client.query(RETENTION_UNLOCK_SQL);
    }
  } finally {
    client.release();
  }
  return dropped;
}

/**
 * The partition job's work: this month and PARTITION_MONTHS_AHEAD more exist; with a retention of N months, whole
 * months before the N months preceding the current one are dropped (null keeps everything).
 */
export async function maintainTransactionPartitions(
  pool: pg.Pool,
  opts: { now?: Date; retentionMonths: number | null },
): Promise<{ created: number; dropped: string[] }> {
  const now = opts.now ?? new Date();
  const created = await ensureTransactionPartitions(pool, monthStart(now), monthStart(now, PARTITION_MONTHS_AHEAD));
  const dropped =
    opts.retentionMonths === null
      ? []
      : await dropTransactionPartitionsBefore(pool, monthStart(now, -opts.retentionMonths));
  return { created, dropped };
}
