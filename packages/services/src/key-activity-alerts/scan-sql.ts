/** SQL of the matching job (decision 0041), kept apart from its control flow. */

/** Seconds after which a transaction's insert is taken as committed or gone (no ingestion statement runs this long). */
export const SETTLE_SECONDS = 60;
/** Rows read per page and per run; a run that stops at the cap leaves the rest to the next run. */
export const PAGE_ROWS = 5_000;
export const MAX_ROWS_PER_RUN = 50_000;
/** Rows listed in one e-mail; the rest are counted ("…and N more"). */
export const ROWS_PER_EMAIL = 200;

/** The one mark row; created at the head of the table the first time, so enabling the job never mails history. */
export const INIT_MARK_SQL = `INSERT INTO key_activity_scans (id, settled_id, updated_at)
  SELECT 1, COALESCE(max(id), 0), now() FROM datalog_transactions
  ON CONFLICT (id) DO NOTHING`;

/** Serializes runs: a second worker waits here, then sees the first one's hits and mark. */
export const LOCK_MARK_SQL = 'SELECT settled_id::text AS settled FROM key_activity_scans WHERE id = 1 FOR UPDATE';

/**
 * The newest id whose row was inserted more than SETTLE_SECONDS ago: a backward walk of the primary key from the head
 * that stops at the first old-enough row, so it reads only the last minute of rows, never the history.
 */
export const SETTLED_HEAD_SQL = `SELECT id::text FROM datalog_transactions
  WHERE id > $1 AND created_at < statement_timestamp() - make_interval(secs => ${SETTLE_SECONDS})
  ORDER BY id DESC LIMIT 1`;

/** Rows at or below the mark are never read again, so their hits have done their job. Keeps the table to a minute. */
export const PRUNE_HITS_SQL = 'DELETE FROM key_activity_alert_hits WHERE transaction_id <= $1';

export const ADVANCE_MARK_SQL = 'UPDATE key_activity_scans SET settled_id = $1, updated_at = now() WHERE id = 1';

/** Active rules of live properties, with units and employees resolved to what a transaction row carries. */
export const ACTIVE_RULES_SQL = `SELECT a.id, a.property_id, p.name AS property_name, a.description, a.recipients,
    a.activity_codes, a.unit_ids, a.badge_ids, a.start_minute, a.end_minute, a.days, a.time_zone,
    COALESCE((SELECT array_agg(u.name) FROM units u WHERE u.id = ANY(a.unit_ids)), '{}') AS unit_names,
    COALESCE((SELECT array_agg(b.badge_number) FROM badges b WHERE b.id = ANY(a.badge_ids)), '{}') AS badge_numbers
  FROM key_activity_alerts a JOIN properties p ON p.id = a.property_id AND p.deleted_at IS NULL
  WHERE a.active`;

/** The next page of new rows of the properties that have rules (a primary-key range scan). */
export const CANDIDATES_SQL = `SELECT id::text, property_id, time, activity_code, property_unit_name, key_tag_number,
    badge_number, employee_name
  FROM datalog_transactions
  WHERE id > $1 AND property_id = ANY($2::int[])
  ORDER BY id LIMIT ${PAGE_ROWS}`;

export const ACTIVITY_NAMES_SQL = `SELECT property_id, activity_code, activity_name FROM property_activities
  WHERE property_id = ANY($1::int[])`;

/** Records the matches; only the ones no earlier run recorded come back. */
export const INSERT_HITS_SQL = `INSERT INTO key_activity_alert_hits (alert_id, transaction_id)
  SELECT * FROM unnest($1::int[], $2::bigint[])
  ON CONFLICT DO NOTHING
  RETURNING alert_id, transaction_id::text`;

export const INSERT_OUTBOX_SQL = `INSERT INTO outbox_messages (id, kind, payload) VALUES ($1, $2, $3)
  ON CONFLICT (id) DO NOTHING`;
