import { formatDate, formatDateTime } from '@kc/domain/format';
import {
  EMAIL_LIST_MAX,
  durationOut,
  keysOutSummaryDue,
  localDateHour,
  propertyTimeZone,
} from '@kc/domain/notifications/schedule';
import type { Database } from '../db/client.ts';
import type { MessageOf } from '../outbox/messages.ts';
import { KEYS_OUT_SQL } from '../reports/sql.ts';
import { alertTargets, byProperty, recipientKey } from './alert-recipients.ts';
import { enqueueManyStoppable } from './send-automated-email.ts';

interface KeyOutRow {
  property_id: number;
  key_tag_number: string;
  property_unit_name: string | null;
  employee_name: string | null;
  since: Date;
  total: number;
}

/** The keys out of the chosen properties (the keys-out report's rule), oldest first, at most EMAIL_LIST_MAX each. */
const KEYS_OUT_LIST_SQL = `
SELECT property_id, key_tag_number, property_unit_name, employee_name, since, total FROM (
  SELECT ks.property_id, ks.key_tag_number, ks.property_unit_name, ks.employee_name, ks.since,
         row_number() OVER (PARTITION BY ks.property_id ORDER BY ks.since, ks.key_tag_number) AS n,
         (count(*) OVER (PARTITION BY ks.property_id))::int AS total
    FROM key_states ks JOIN datalogs d ON d.id = ks.datalog_id AND d.deleted_at IS NULL
   WHERE ks.property_id = ANY($1::int[]) AND ${KEYS_OUT_SQL}) k
 WHERE n <= $2
 ORDER BY property_id, n`;

/**
 * The daily keys-out summary (issue 14 item 3): from 07:00 local time, each property whose keys-out alert type is on
 * and that has keys out sends its alert recipients the list of keys still out, once per property, recipient and local
 * date ("keys-out-summary:<property>:<recipient>:<date>"), with a token opt-out (kind keys-out). Nothing when no key
 * is out. Reads the maintained key_states (index property_id, is_out), never the history.
 */
export async function sendKeysOutSummaries(
  db: Database,
  publicUrl: string,
  at: Date = new Date(),
): Promise<{ properties: number; emails: number }> {
  const timeZone = propertyTimeZone();
  if (!keysOutSummaryDue(at, timeZone)) return { properties: 0, emails: 0 };
  const today = localDateHour(at, timeZone).date;
  const targets = await alertTargets(db, (s) => s.values.keyOutOn);
  if (targets.length === 0) return { properties: 0, emails: 0 };
  const { rows } = await db.pool.query<KeyOutRow>(KEYS_OUT_LIST_SQL, [
    targets.map((t) => t.propertyId),
    EMAIL_LIST_MAX,
  ]);
  const grouped = byProperty(rows);
  const base = publicUrl.replace(/\/+$/, '');
  const items = targets.flatMap((t) => {
    const keys = grouped.get(t.propertyId);
    if (!keys) return [];
    const payload = {
      propertyName: t.propertyName,
      date: formatDate(at, timeZone),
      keysOutUrl: `${base}/property-reports/keys-out?propertyId=${t.propertyId}`,
      keys: keys.map((k) => ({
        unit: k.property_unit_name ?? '',
        keyTag: k.key_tag_number,
        employee: k.employee_name ?? '',
        since: formatDateTime(k.since, timeZone),
        out: durationOut(k.since, at),
      })),
      more: keys[0]!.total - keys.length,
    };
    return t.settings.recipientEmails.map((to) => ({
      idempotencyKey: `keys-out-summary:${t.propertyId}:${recipientKey(to)}:${today}`,
      optOut: { email: to, kind: 'keys-out' as const, propertyId: t.propertyId },
      message: (): MessageOf<'keys-out-summary'> => ({ kind: 'keys-out-summary', payload: { to, ...payload } }),
    }));
  });
  const emails = await db.prisma.$transaction((tx) => enqueueManyStoppable(tx, publicUrl, items), {
    timeout: 60_000,
    maxWait: 30_000,
  });
  return { properties: grouped.size, emails };
}
