import { createHash } from 'node:crypto';
import type pg from 'pg';
import { matchesKeyActivityRule, type KeyActivityRuleCriteria } from '@kc/domain/key-activity-alerts/match';
import { activityLabel } from '@kc/domain/reports';
import type { Database } from '../db/client.ts';
import { OutboxMessageSchema } from '../outbox/messages.ts';
import * as SQL from './scan-sql.ts';

interface RuleRow {
  id: number;
  property_id: number;
  property_name: string;
  description: string;
  recipients: string[];
  activity_codes: number[];
  unit_ids: number[];
  badge_ids: number[];
  start_minute: number | null;
  end_minute: number | null;
  days: number[];
  time_zone: string;
  unit_names: string[];
  badge_numbers: string[];
}
interface TxRow {
  id: string;
  property_id: number;
  time: Date;
  activity_code: number;
  property_unit_name: string | null;
  key_tag_number: string | null;
  badge_number: string | null;
  employee_name: string | null;
}
export interface ScanResult {
  scanned: number;
  matched: number;
  emails: number;
  settledId: string;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const criteria = (r: RuleRow): KeyActivityRuleCriteria => ({
  // A rule whose every named unit (or badge) is gone must not widen to "any unit".
  active: !(r.unit_ids.length && !r.unit_names.length) && !(r.badge_ids.length && !r.badge_numbers.length),
  activityCodes: r.activity_codes,
  unitNames: r.unit_names,
  badgeNumbers: r.badge_numbers,
  startMinute: r.start_minute,
  endMinute: r.end_minute,
  days: r.days,
});

/** The outbox id is the idempotency key: a UUID derived from (rule, first and last transaction, recipient). */
export function keyActivityMessageId(ruleId: number, first: string, last: string, to: string): string {
  const h = createHash('sha256').update(`key-activity:${ruleId}:${first}-${last}:${to}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

async function readCandidates(client: pg.PoolClient, from: string, propertyIds: number[]) {
  const rows: TxRow[] = [];
  let after = from;
  for (;;) {
    const page = await client.query<TxRow>(SQL.CANDIDATES_SQL, [after, propertyIds]);
    rows.push(...page.rows);
    if (page.rows.length < SQL.PAGE_ROWS || rows.length >= SQL.MAX_ROWS_PER_RUN) break;
    after = page.rows.at(-1)!.id;
  }
  const capped = rows.length >= SQL.MAX_ROWS_PER_RUN;
  return { rows, lastRead: capped ? rows.at(-1)!.id : null };
}

/**
 * One run of the key-activity matching job (decision 0041). In one database transaction: lock the mark, read the rows
 * after it for properties with active rules, match them with the domain matcher, record new (rule, transaction) hits,
 * write one outbox e-mail per rule and recipient listing this run's new hits, and advance the mark to the newest
 * settled row, dropping the hits at or below it. Rows newer than the mark are read again next run; their hits keep them
 * from being mailed twice.
 */
export async function scanKeyActivity(db: Database, publicUrl: string): Promise<ScanResult> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(SQL.INIT_MARK_SQL);
    const settled = (await client.query<{ settled: string }>(SQL.LOCK_MARK_SQL)).rows[0]!.settled;
    const rules = (await client.query<RuleRow>(SQL.ACTIVE_RULES_SQL)).rows;
    const propertyIds = [...new Set(rules.map((r) => r.property_id))];
    const { rows, lastRead } = propertyIds.length
      ? await readCandidates(client, settled, propertyIds)
      : { rows: [], lastRead: null };

    const byProperty = groupBy(rules, (r) => r.property_id);
    const hitRule: number[] = [];
    const hitTx: string[] = [];
    for (const t of rows) {
      const tx = {
        time: t.time,
        activityCode: t.activity_code,
        unitName: t.property_unit_name,
        badgeNumber: t.badge_number,
      };
      for (const rule of byProperty.get(t.property_id) ?? [])
        if (matchesKeyActivityRule(criteria(rule), tx, rule.time_zone)) {
          hitRule.push(rule.id);
          hitTx.push(t.id);
        }
    }
    const fresh = hitRule.length
      ? (await client.query<{ alert_id: number; transaction_id: string }>(SQL.INSERT_HITS_SQL, [hitRule, hitTx])).rows
      : [];
    const emails = fresh.length ? await writeEmails(client, rules, rows, fresh, publicUrl) : 0;

    const head = (await client.query<{ id: string }>(SQL.SETTLED_HEAD_SQL, [settled])).rows[0]?.id ?? settled;
    const next = lastRead !== null && BigInt(lastRead) < BigInt(head) ? lastRead : head;
    if (next !== settled) {
      await client.query(SQL.ADVANCE_MARK_SQL, [next]);
      await client.query(SQL.PRUNE_HITS_SQL, [next]);
    }
    await client.query('COMMIT');
    return { scanned: rows.length, matched: fresh.length, emails, settledId: next };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function writeEmails(
  client: pg.PoolClient,
  rules: readonly RuleRow[],
  rows: readonly TxRow[],
  fresh: readonly { alert_id: number; transaction_id: string }[],
  publicUrl: string,
): Promise<number> {
  const txById = new Map(rows.map((t) => [t.id, t]));
  const ruleById = new Map(rules.map((r) => [r.id, r]));
  const names = await client.query<{ property_id: number; activity_code: number; activity_name: string }>(
    SQL.ACTIVITY_NAMES_SQL,
    [[...new Set(rules.map((r) => r.property_id))]],
  );
  let written = 0;
  for (const [ruleId, hits] of groupBy(fresh, (h) => h.alert_id)) {
    const rule = ruleById.get(ruleId)!;
    const own = new Map(
      names.rows.filter((n) => n.property_id === rule.property_id).map((n) => [n.activity_code, n.activity_name]),
    );
    const ids = hits.map((h) => h.transaction_id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
    const listed = ids.slice(0, SQL.ROWS_PER_EMAIL).map((id) => {
      const t = txById.get(id)!;
      return {
        time: t.time.toISOString(),
        unit: t.property_unit_name ?? '',
        keyTag: t.key_tag_number ?? '',
        employee: t.employee_name ?? t.badge_number ?? '',
        activity: activityLabel(t.activity_code, own),
      };
    });
    for (const to of rule.recipients) {
      const message = OutboxMessageSchema.parse({
        kind: 'key-activity',
        payload: {
          to,
          propertyName: rule.property_name,
          description: rule.description,
          timeZone: rule.time_zone,
          reportUrl: `${publicUrl}/property-reports/transaction?propertyId=${rule.property_id}`,
          rows: listed,
          more: ids.length - listed.length,
        },
      });
      const id = keyActivityMessageId(ruleId, ids[0]!, ids.at(-1)!, to);
      written += (await client.query(SQL.INSERT_OUTBOX_SQL, [id, message.kind, message.payload])).rowCount ?? 0;
    }
  }
  return written;
}
