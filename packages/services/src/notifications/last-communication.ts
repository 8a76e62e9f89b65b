import { formatDateTime } from '@kc/domain/format';
import { lastCommunicationDue, localDateHour, propertyTimeZone } from '@kc/domain/notifications/schedule';
import { LAST_COMM_WARNING_DAYS } from '@kc/domain/property-ops';
import type { Database } from '../db/client.ts';
import { ALERT_SQL } from '../property-ops/alert-rules.ts';
import type { MessageOf } from '../outbox/messages.ts';
import { enqueueManyOnce } from './send-automated-email.ts';

const DAY_MS = 86_400_000;

export interface SilentDatalog {
  datalogId: number;
  datalogNumber: number;
  lastCommunication: Date | null;
  propertyId: number;
  propertyName: string;
  contactName: string;
  contactEmail: string;
}

/**
 * Live datalogs silent for more than 3 days (the exceptions page's rule, ALERT_SQL.datalogSilent) on properties
 * with a primary contact. Reads datalogs.last_communication (indexed) and the property's contact: never the
 * transaction history, so one sweep over every property stays fast (timed by `npm run bench`).
 */
export async function findSilentDatalogs(db: Database, at: Date): Promise<SilentDatalog[]> {
  const { rows } = await db.pool.query<SilentDatalog>(
    `SELECT d.id AS "datalogId", d.datalog_number AS "datalogNumber", d.last_communication AS "lastCommunication",
            p.id AS "propertyId", p.name AS "propertyName", s.name AS "contactName", s.email AS "contactEmail"
       FROM (SELECT id, property_id, datalog_number, last_communication FROM datalogs
              WHERE ${ALERT_SQL.datalogSilent('$1::timestamptz')}) d
       JOIN properties p ON p.id = d.property_id AND p.deleted_at IS NULL AND NOT p.canceled
       JOIN site_logins s ON s.id = p.primary_contact_id AND s.deleted_at IS NULL AND NOT s.disabled
      ORDER BY d.id`,
    [new Date(at.getTime() - LAST_COMM_WARNING_DAYS * DAY_MS)],
  );
  return rows;
}

/**
 * The daily "system not communicating" e-mail to each property's primary contact, regardless of alert settings
 * (HandyTrac sends it whatever the settings say). Runs hourly; from 07:00 in the property's time zone it writes one
 * e-mail per datalog per local date, keyed "last-communication:<datalog>:<date>", so overlapping runs, two workers
 * or a re-run after a crash write it once (all in one transaction, set-based). It stops by itself once the datalog
 * communicates again.
 */
export async function sendLastCommunicationEmails(
  db: Database,
  publicUrl: string,
  at: Date = new Date(),
): Promise<{ silent: number; emails: number }> {
  const silent = await findSilentDatalogs(db, at);
  const base = publicUrl.replace(/\/+$/, '');
  // One zone for every property today (decision 0044); with per-property zones this groups the rows by zone.
  const timeZone = propertyTimeZone();
  const today = localDateHour(at, timeZone).date;
  const due = lastCommunicationDue(at, timeZone) ? silent : [];
  const items = due.map((d) => ({
    idempotencyKey: `last-communication:${d.datalogId}:${today}`,
    message: (): MessageOf<'last-communication'> => ({
      kind: 'last-communication',
      payload: {
        to: d.contactEmail,
        contactName: d.contactName,
        propertyName: d.propertyName,
        datalogNumber: d.datalogNumber,
        lastCommunication: d.lastCommunication ? formatDateTime(d.lastCommunication, timeZone) : null,
        portalUrl: `${base}/exceptions`,
      },
    }),
  }));
  const emails = await db.prisma.$transaction((tx) => enqueueManyOnce(tx, items), { timeout: 60_000 });
  return { silent: silent.length, emails };
}
