import { KEY_EFFECT_SQL } from '@kc/domain/devices';
import { formatDateTime } from '@kc/domain/format';
import { propertyTimeZone } from '@kc/domain/notifications/schedule';
import type { Database } from '../db/client.ts';
import type { MessageOf } from '../outbox/messages.ts';
import { enqueueManyStoppable } from './send-automated-email.ts';

export const RESIDENT_CURSOR = 'resident-key-pulls';
/**
 * Transactions younger than this are left for the next run. Ids are handed out before commit, so a row with a lower
 * id may still become visible after a higher one; ingestion is one short statement, so after a few seconds every
 * lower id has committed (decision 0044).
 */
const SETTLE_SECONDS = 10;
/** At most this many transaction ids per run, so one run stays one short database transaction. */
const BATCH_IDS = 20_000;

interface PullRow {
  transaction_id: string;
  time: Date;
  resident_id: number;
  resident_name: string;
  email: string;
  property_id: number;
  property_name: string;
  unit_id: number;
  unit_name: string;
}

/** A pull: a row that moves a key and leaves it out (the same rule key_states follows). */
const PULLS_SQL = `
SELECT t.id::text AS transaction_id, t.time, r.id AS resident_id, r.name AS resident_name, r.email,
       p.id AS property_id, p.name AS property_name, u.id AS unit_id, u.name AS unit_name
  FROM (SELECT * FROM datalog_transactions
         WHERE id > $1 AND id <= $2 AND ${KEY_EFFECT_SQL.moves} AND ${KEY_EFFECT_SQL.isOut}) t
  JOIN units u ON u.property_id = t.property_id AND u.name = t.property_unit_name
  JOIN residents r ON r.unit_id = u.id
  JOIN properties p ON p.id = t.property_id AND p.deleted_at IS NULL
 ORDER BY t.id, r.id`;

/**
 * Reads the transactions ingested since the last run (a high-water mark in notification_cursors, never the history)
 * and writes one e-mail per (resident, pull) to the outbox, advancing the mark in the same database transaction.
 * The mark's row is locked for the run, so two workers take turns; the idempotency key (resident, transaction)
 * makes a re-run after a crash write nothing twice. The first run ever starts from the newest transaction: residents
 * registered today are not told about last year's pulls.
 */
export async function notifyResidentKeyPulls(
  db: Database,
  publicUrl: string,
): Promise<{ emails: number; upTo: string }> {
  return db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`
        INSERT INTO notification_cursors (name, last_id, updated_at)
        SELECT ${RESIDENT_CURSOR}, coalesce(max(id), 0), now() FROM datalog_transactions
        ON CONFLICT (name) DO NOTHING`;
      const [cursor] = await tx.$queryRaw<{ last_id: bigint }[]>`
        SELECT last_id FROM notification_cursors WHERE name = ${RESIDENT_CURSOR} FOR UPDATE`;
      const from = cursor!.last_id;
      // The highest id below which every row has settled (see SETTLE_SECONDS).
      const [bound] = await tx.$queryRawUnsafe<{ up_to: bigint | null }[]>(
        `WITH unsettled AS (
           SELECT min(id) AS first FROM datalog_transactions
            WHERE id > $1 AND created_at >= now() - make_interval(secs => $2))
         SELECT max(t.id) AS up_to FROM datalog_transactions t, unsettled
          WHERE t.id > $1 AND t.id <= $1 + $3 AND (unsettled.first IS NULL OR t.id < unsettled.first)
            AND t.created_at < now() - make_interval(secs => $2)`,
        from,
        SETTLE_SECONDS,
        BATCH_IDS,
      );
      const upTo = bound?.up_to ?? null;
      if (upTo === null) return { emails: 0, upTo: String(from) };
      const pulls = await tx.$queryRawUnsafe<PullRow[]>(PULLS_SQL, from, upTo);
      const timeZone = propertyTimeZone();
      const emails = await enqueueManyStoppable(
        tx,
        publicUrl,
        pulls.map((pull) => ({
          idempotencyKey: `resident-key-pulled:${pull.resident_id}:${pull.transaction_id}`,
          optOut: { email: pull.email, kind: 'resident' as const, propertyId: pull.property_id, unitId: pull.unit_id },
          message: (): MessageOf<'resident-key-pulled'> => ({
            kind: 'resident-key-pulled',
            payload: {
              to: pull.email,
              residentName: pull.resident_name,
              propertyName: pull.property_name,
              unitName: pull.unit_name,
              pulledAt: formatDateTime(pull.time, timeZone),
            },
          }),
        })),
      );
      await tx.$executeRaw`
        UPDATE notification_cursors SET last_id = ${upTo}, updated_at = now() WHERE name = ${RESIDENT_CURSOR}`;
      return { emails, upTo: String(upTo) };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
