import { keyOutHours } from '@kc/domain/alerts';
import { formatDateTime } from '@kc/domain/format';
import { EMAIL_LIST_MAX, durationOut, propertyTimeZone } from '@kc/domain/notifications/schedule';
import type { Database } from '../db/client.ts';
import type { MessageOf } from '../outbox/messages.ts';
import { ALERT_SQL } from '../property-ops/alert-rules.ts';
import { alertTargets, byProperty, recipientKey } from './alert-recipients.ts';
import { enqueueManyOnce } from './send-automated-email.ts';

const HOUR_MS = 3_600_000;

export interface OverdueKeyRow {
  property_id: number;
  key_tag_number: string;
  property_unit_name: string | null;
  employee_name: string | null;
  since: Date;
  /** The crossing's idempotency key, claimed by this run. */
  claim: string;
}

/**
 * Claims, in one statement, every threshold crossing not yet reported: the keys the exceptions page lists as out
 * too long (ALERT_SQL.keyOutLong over the maintained key_states, each property at its own threshold), keyed by the
 * key-out transaction and the threshold in hours (overdueKeyCrossingKey's format; the kill test relies on it).
 * Returns the keys this run won; a second worker running at the same moment waits on these uncommitted claims and
 * then wins none of them. The claims go in key order, so two runs never wait on each other in a cycle.
 */
const CLAIM_SQL = `
WITH cut AS (
  SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS c(property_id, at, hours)
), due AS (
  SELECT ks.property_id, ks.key_tag_number, ks.property_unit_name, ks.employee_name, ks.since,
         'overdue-key:' || ks.transaction_id || ':' || cut.hours || 'h' AS claim
    FROM key_states ks JOIN cut ON cut.property_id = ks.property_id JOIN datalogs d ON d.id = ks.datalog_id
   WHERE ${ALERT_SQL.keyOutLong('cut.at')}
), claimed AS (
  INSERT INTO email_sends (idempotency_key) SELECT claim FROM due ORDER BY claim
  ON CONFLICT DO NOTHING RETURNING idempotency_key
)
SELECT due.property_id, due.key_tag_number, due.property_unit_name, due.employee_name, due.since, due.claim
  FROM due JOIN claimed ON claimed.idempotency_key = due.claim
 ORDER BY due.property_id, due.since, due.key_tag_number`;

/**
 * The overdue-keys e-mail (issue 14 item 3): keys out longer than the property's effective keys-out threshold, where
 * that alert type is on, to the property's alert recipients. Each crossing is reported once (claimed under
 * "overdue-key:<key-out transaction>:<threshold hours>h", so a new threshold crossed later is reported again); the
 * keys a run claims go out as one e-mail per property and recipient, written in the same transaction as the claims.
 */
export async function sendOverdueKeyEmails(
  db: Database,
  publicUrl: string,
  at: Date = new Date(),
): Promise<{ keys: number; emails: number }> {
  const targets = await alertTargets(db, (s) => s.values.keyOutOn);
  if (targets.length === 0) return { keys: 0, emails: 0 };
  const hours = targets.map((t) => keyOutHours(t.settings.values.keyOutThreshold));
  const base = publicUrl.replace(/\/+$/, '');
  const timeZone = propertyTimeZone();
  return db.prisma.$transaction(
    async (tx) => {
      const keys = await tx.$queryRawUnsafe<OverdueKeyRow[]>(
        CLAIM_SQL,
        targets.map((t) => t.propertyId),
        hours.map((h) => new Date(at.getTime() - h * HOUR_MS)),
        hours,
      );
      const grouped = byProperty(keys);
      const items = targets.flatMap((t) => {
        const rows = grouped.get(t.propertyId);
        if (!rows) return [];
        const { value, unit } = t.settings.values.keyOutThreshold;
        const payload = {
          propertyName: t.propertyName,
          threshold: `${value} ${value === 1 ? unit.slice(0, -1) : unit}`,
          keysOutUrl: `${base}/property-reports/keys-out?propertyId=${t.propertyId}`,
          exceptionsUrl: `${base}/exceptions`,
          keys: rows.slice(0, EMAIL_LIST_MAX).map((k) => ({
            unit: k.property_unit_name ?? '',
            keyTag: k.key_tag_number,
            employee: k.employee_name ?? '',
            since: formatDateTime(k.since, timeZone),
            out: durationOut(k.since, at),
          })),
          more: Math.max(0, rows.length - EMAIL_LIST_MAX),
        };
        // A crossing is won by one run only, so a crossing of the batch (its first) names the batch uniquely.
        return t.settings.recipientEmails.map((to) => ({
          idempotencyKey: `overdue-keys:${t.propertyId}:${recipientKey(to)}:${rows[0]!.claim}`,
          message: (): MessageOf<'overdue-keys'> => ({ kind: 'overdue-keys', payload: { to, ...payload } }),
        }));
      });
      const emails = await enqueueManyOnce(tx, items);
      return { keys: keys.length, emails };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
}
