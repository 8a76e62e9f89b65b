import { createHash } from 'node:crypto';
import type { EffectiveExceptionSettings } from '@kc/domain/alerts';
import type { Database } from '../db/client.ts';
import { getEffectiveExceptionSettings } from '../alerts/get-effective-settings.ts';

/** A live property whose settings switch an alert type on and name at least one recipient. */
export interface AlertTarget {
  propertyId: number;
  propertyName: string;
  settings: EffectiveExceptionSettings;
}

/**
 * The properties an alert e-mail sweep may write to: live and not canceled, with the alert type on and someone to
 * tell, each at its own effective settings (decision 0036). Three statements whatever the number of properties.
 */
export async function alertTargets(
  db: Database,
  isOn: (s: EffectiveExceptionSettings) => boolean,
): Promise<AlertTarget[]> {
  const { rows } = await db.pool.query<{ id: number; name: string }>(
    'SELECT id, name FROM properties WHERE deleted_at IS NULL AND NOT canceled ORDER BY id',
  );
  const settings = await getEffectiveExceptionSettings(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const s = settings.get(r.id);
    return s && isOn(s) && s.recipientEmails.length > 0
      ? [{ propertyId: r.id, propertyName: r.name, settings: s }]
      : [];
  });
}

/** Rows grouped by property id, in the order they came. */
export function byProperty<T extends { property_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.property_id);
    if (list) list.push(row);
    else out.set(row.property_id, [row]);
  }
  return out;
}

/**
 * A recipient's part of an idempotency key (email_sends keys are at most 200 characters; an address may have 254):
 * the address itself when short, which keeps keys readable, else a hash of it.
 */
export const recipientKey = (email: string) =>
  email.length <= 100 ? email : `#${createHash('sha256').update(email).digest('base64url')}`;
