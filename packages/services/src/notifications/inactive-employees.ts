import { formatDateTime } from '@kc/domain/format';
import { EMAIL_LIST_MAX, inactiveEmployeesWeekDue, propertyTimeZone } from '@kc/domain/notifications/schedule';
import type { Database } from '../db/client.ts';
import type { MessageOf } from '../outbox/messages.ts';
import { ALERT_SQL } from '../property-ops/alert-rules.ts';
import { alertTargets, byProperty, recipientKey } from './alert-recipients.ts';
import { enqueueManyStoppable } from './send-automated-email.ts';

const DAY_MS = 86_400_000;

export interface UnusedBadgeRow {
  property_id: number;
  employee_name: string;
  badge_number: string;
  last_used: Date | null;
  total: number;
}

/**
 * The unused badges of the chosen properties, each at its own window: the exceptions page's rule
 * (ALERT_SQL.badgeUnused, which leaves a cleared alert out until the badge is used again), at most `$3` per property.
 */
const UNUSED_BADGES_SQL = `
SELECT property_id, employee_name, badge_number, last_used, total FROM (
  SELECT badges.property_id, employee_name, badge_number, last_used,
         row_number() OVER (PARTITION BY badges.property_id ORDER BY last_used ASC NULLS FIRST, employee_name, badges.id) AS n,
         (count(*) OVER (PARTITION BY badges.property_id))::int AS total
    FROM badges JOIN unnest($1::int[], $2::timestamptz[]) AS cut(property_id, at) ON cut.property_id = badges.property_id
   WHERE ${ALERT_SQL.badgeUnused('cut.at')}) b
 WHERE n <= $3
 ORDER BY property_id, n`;

/** The unused-badge read of a sweep at `at`: what the weekly e-mail lists (the bench times it alone too). */
export async function findUnusedBadges(
  db: Database,
  cutoffs: { propertyId: number; windowDays: number }[],
  at: Date,
): Promise<UnusedBadgeRow[]> {
  const { rows } = await db.pool.query<UnusedBadgeRow>(UNUSED_BADGES_SQL, [
    cutoffs.map((c) => c.propertyId),
    cutoffs.map((c) => new Date(at.getTime() - c.windowDays * DAY_MS)),
    EMAIL_LIST_MAX,
  ]);
  return rows;
}

/**
 * The weekly inactive-employees e-mail (issue 14 item 3): on Monday from 07:00 local time, each property whose
 * unused-badge alert type is on and that has unused badges sends its alert recipients the list, once per property,
 * recipient and local ISO week ("inactive-employees:<property>:<recipient>:<YYYY-Www>"), with a token opt-out (kind
 * inactive-employees). Nothing when no badge is unused. Reads the badges table (last_used is kept by ingestion).
 */
export async function sendInactiveEmployeeEmails(
  db: Database,
  publicUrl: string,
  at: Date = new Date(),
): Promise<{ properties: number; emails: number }> {
  const timeZone = propertyTimeZone();
  const week = inactiveEmployeesWeekDue(at, timeZone);
  if (!week) return { properties: 0, emails: 0 };
  const targets = await alertTargets(db, (s) => s.values.badgeUnusedOn);
  if (targets.length === 0) return { properties: 0, emails: 0 };
  const rows = await findUnusedBadges(
    db,
    targets.map((t) => ({ propertyId: t.propertyId, windowDays: t.settings.values.badgeUnusedDays })),
    at,
  );
  const grouped = byProperty(rows);
  const base = publicUrl.replace(/\/+$/, '');
  const items = targets.flatMap((t) => {
    const badges = grouped.get(t.propertyId);
    if (!badges) return [];
    const payload = {
      propertyName: t.propertyName,
      windowDays: t.settings.values.badgeUnusedDays,
      exceptionsUrl: `${base}/exceptions`,
      badges: badges.map((b) => ({
        employee: b.employee_name,
        badge: b.badge_number,
        lastUsed: b.last_used ? formatDateTime(b.last_used, timeZone) : null,
      })),
      more: badges[0]!.total - badges.length,
    };
    return t.settings.recipientEmails.map((to) => ({
      idempotencyKey: `inactive-employees:${t.propertyId}:${recipientKey(to)}:${week}`,
      optOut: { email: to, kind: 'inactive-employees' as const, propertyId: t.propertyId },
      message: (): MessageOf<'inactive-employees'> => ({ kind: 'inactive-employees', payload: { to, ...payload } }),
    }));
  });
  const emails = await db.prisma.$transaction((tx) => enqueueManyStoppable(tx, publicUrl, items), {
    timeout: 60_000,
    maxWait: 30_000,
  });
  return { properties: grouped.size, emails };
}
