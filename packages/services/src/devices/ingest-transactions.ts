import { createHash } from 'node:crypto';
import { KEY_EFFECT_SQL, type DeviceTransaction, type DeviceUploadResult } from '@kc/domain/devices';
import type { Database } from '../db/client.ts';
import type { DeviceIdentity } from './device-token.ts';
import { ensureTransactionMonths, isMissingPartitionError } from './transaction-partitions.ts';

/**
 * Hash of the validated, normalized batch: the same rows in the same order are the same batch. Each row's line is
 * its JSON array and a newline; the lines are hashed as one string (one update: the same digest as a line at a time).
 */
export function batchHash(rows: readonly DeviceTransaction[]): string {
  let lines = '';
  for (const r of rows) {
    lines +=
      JSON.stringify([
        r.sequence,
        Date.parse(r.time),
        r.employeeName,
        r.badgeNumber,
        r.unitName,
        r.keyTagNumber,
        r.encodedHookNumber,
        r.activityCode,
        r.exceptionCode,
        r.workOrderNumber,
      ]) + '\n';
  }
  return createHash('sha256').update(lines).digest('hex');
}

/*
 * One statement claims the rows' (datalog, sequence) keys in the unpartitioned datalog_transaction_keys (a replayed
 * key is skipped; a concurrent identical key waits for the first claim's commit, then is skipped: decision 0068),
 * stores only the claimed rows in their month's partition (marking the statement so that the insert trigger does not
 * register the keys a second time), moves each key's
 * state to its highest-sequence movement (never backwards: the upsert only wins over a lower sequence), refreshes the
 * badges' last use, the credential's last use and the datalog's last communication and sequence. (A data-modifying
 * CTE runs even when nothing reads it.) The statements are named, so PostgreSQL plans them once per connection.
 */
const INGEST_SQL = `
WITH input AS (
  SELECT * FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::text[], $11::text[], $12::timestamptz[])
    AS r(sequence, employee_name, badge_number, property_unit_name, key_tag_number, encoded_hook_number, activity_code, exception_code, entered_work_order_number, time)
), mark AS (
  SELECT set_config('kc.keys_claimed', statement_timestamp()::text, true)
), claimed AS (
  INSERT INTO datalog_transaction_keys (datalog_id, sequence, time)
  SELECT $2, sequence, time FROM input, mark
  ON CONFLICT (datalog_id, sequence) DO NOTHING
  RETURNING sequence
), ins AS (
  INSERT INTO datalog_transactions (property_id, datalog_id, sequence, employee_name, badge_number, property_unit_name,
    key_tag_number, encoded_hook_number, activity_code, exception_code, entered_work_order_number, time)
  SELECT $1, $2, input.* FROM input JOIN claimed USING (sequence)
  RETURNING id, sequence, employee_name, badge_number, property_unit_name, key_tag_number, encoded_hook_number, activity_code,
    exception_code, entered_work_order_number, time
), moves AS (
  SELECT DISTINCT ON (key_tag_number) * FROM ins WHERE ${KEY_EFFECT_SQL.moves} ORDER BY key_tag_number, sequence DESC
), states AS (
  INSERT INTO key_states AS k (property_id, datalog_id, key_tag_number, is_out, since, employee_name, badge_number, property_unit_name,
    encoded_hook_number, activity_code, entered_work_order_number, sequence, transaction_id)
  SELECT $1, $2, key_tag_number, ${KEY_EFFECT_SQL.isOut}, time, employee_name, badge_number, property_unit_name,
    encoded_hook_number, activity_code, entered_work_order_number, sequence, id FROM moves
  ON CONFLICT (datalog_id, key_tag_number) DO UPDATE SET
    property_id = EXCLUDED.property_id, is_out = EXCLUDED.is_out, since = EXCLUDED.since, employee_name = EXCLUDED.employee_name,
    badge_number = EXCLUDED.badge_number, property_unit_name = EXCLUDED.property_unit_name,
    encoded_hook_number = EXCLUDED.encoded_hook_number, activity_code = EXCLUDED.activity_code,
    entered_work_order_number = EXCLUDED.entered_work_order_number, sequence = EXCLUDED.sequence, transaction_id = EXCLUDED.transaction_id
  WHERE k.sequence < EXCLUDED.sequence
  RETURNING 1
), used AS (
  UPDATE badges b SET last_used = GREATEST(b.last_used, x.last)
    FROM (SELECT badge_number, max(time) AS last FROM ins WHERE badge_number IS NOT NULL GROUP BY badge_number) x
   WHERE b.property_id = $1 AND b.badge_number = x.badge_number
  RETURNING 1
), cred AS (
  UPDATE device_credentials SET last_used_at = now() WHERE id = $13 RETURNING 1
), dl AS (
  UPDATE datalogs SET last_communication = now(), last_sequence = GREATEST(last_sequence, (SELECT coalesce(max(sequence), 0) FROM input))
   WHERE id = $2 RETURNING last_sequence, last_communication
), answer AS (
  SELECT (SELECT count(*) FROM ins)::int AS stored,
         json_build_object('received', $15::int, 'stored', (SELECT count(*) FROM ins)::int,
           'duplicates', $15::int - (SELECT count(*) FROM ins)::int, 'lastSequence', dl.last_sequence,
           'receivedAt', to_char(dl.last_communication AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS response
    FROM dl
), up AS (
  INSERT INTO device_uploads (datalog_id, batch_hash, rows, stored, response)
  SELECT $2, $14, $15, stored, response FROM answer
  ON CONFLICT (datalog_id, batch_hash) DO NOTHING
  RETURNING response
)
SELECT (SELECT response FROM up) AS response`;

/**
 * Stores a validated batch idempotently in ONE statement (atomic on its own, one round trip). The batch's answer is
 * stored under its hash in the same statement (INSERT … ON CONFLICT DO NOTHING on device_uploads). A replay, or an
 * identical batch running at the same moment (it waits on the first one's uncommitted rows, then skips them all),
 * stores nothing and finds the hash taken: it answers with the stored answer, so two identical uploads store one
 * copy and both get the same answer.
 */
export async function ingestTransactions(
  db: Database,
  device: DeviceIdentity,
  rows: readonly DeviceTransaction[],
): Promise<{ result: DeviceUploadResult; replay: boolean }> {
  const hash = batchHash(rows);
  const cols = {
    seq: [] as number[],
    emp: [] as (string | null)[],
    badge: [] as (string | null)[],
    unit: [] as (string | null)[],
    tag: [] as (string | null)[],
    hook: [] as (number | null)[],
    act: [] as number[],
    exc: [] as (string | null)[],
    wo: [] as (string | null)[],
    time: [] as string[],
  };
  for (const r of rows) {
    cols.seq.push(r.sequence);
    cols.emp.push(r.employeeName);
    cols.badge.push(r.badgeNumber);
    cols.unit.push(r.unitName);
    cols.tag.push(r.keyTagNumber);
    cols.hook.push(r.encodedHookNumber);
    cols.act.push(r.activityCode);
    cols.exc.push(r.exceptionCode);
    cols.wo.push(r.workOrderNumber);
    cols.time.push(r.time);
  }
  const ingest = () =>
    db.pool.query<{ response: DeviceUploadResult | null }>({
      name: 'device-ingest',
      text: INGEST_SQL,
      values: [
        device.propertyId,
        device.datalogId,
        cols.seq,
        cols.emp,
        cols.badge,
        cols.unit,
        cols.tag,
        cols.hook,
        cols.act,
        cols.exc,
        cols.wo,
        cols.time,
        device.credentialId,
        hash,
        rows.length,
      ],
    });
  const {
    rows: [out],
  } = await ingest().catch(async (err: unknown) => {
    // A month with no partition yet (a device far behind, or a clock ahead of the partition job): the statement
    // stored nothing, so make the batch's months (each one alone: two far-apart times never make the months between)
    // and run it again.
    if (!isMissingPartitionError(err)) throw err;
    await ensureTransactionMonths(
      db.pool,
      rows.map((r) => new Date(r.time)),
    );
    return ingest();
  });
  if (out?.response) return { result: out.response, replay: false };
  const { rows: stored } = await db.pool.query<{ response: DeviceUploadResult }>({
    name: 'device-upload-answer',
    text: 'SELECT response FROM device_uploads WHERE datalog_id = $1 AND batch_hash = $2',
    values: [device.datalogId, hash],
  });
  return { result: stored[0]!.response, replay: true };
}
