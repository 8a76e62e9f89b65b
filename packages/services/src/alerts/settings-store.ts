import type { EntityLevel } from '@kc/domain/hierarchy';
import type { KeyOutUnit, LevelSettings } from '@kc/domain/alerts';
import type { Prisma } from '../generated/prisma/client.ts';

/** An exception_settings row as to_jsonb gives it (snake_case) or Prisma reads it (camelCase is mapped below). */
export interface SettingsRow {
  key_out_on: boolean | null;
  badge_unused_on: boolean | null;
  last_comm_on: boolean | null;
  not_scanned_on: boolean | null;
  key_out_threshold: number | null;
  key_out_unit: string | null;
  badge_unused_days: number | null;
  last_comm_days: number | null;
  recipients_set: boolean;
  recipient_login_ids: number[] | null;
  recipient_emails: string[] | null;
}

/** A stored row as one level's own values (null: inherit). */
export function toLevelSettings(r: SettingsRow | null): LevelSettings | null {
  if (!r) return null;
  return {
    keyOutOn: r.key_out_on,
    keyOutThreshold:
      r.key_out_threshold != null && r.key_out_unit != null
        ? { value: r.key_out_threshold, unit: r.key_out_unit as KeyOutUnit }
        : null,
    badgeUnusedOn: r.badge_unused_on,
    badgeUnusedDays: r.badge_unused_days,
    lastCommOn: r.last_comm_on,
    lastCommDays: r.last_comm_days,
    notScannedOn: r.not_scanned_on,
    recipients: r.recipients_set ? { loginIds: r.recipient_login_ids ?? [], emails: r.recipient_emails ?? [] } : null,
  };
}

/** The columns of one level's own values, for Prisma's upsert. */
export function toColumns(s: LevelSettings): Omit<Prisma.ExceptionSettingsCreateInput, 'level' | 'entityId'> {
  return {
    keyOutOn: s.keyOutOn,
    keyOutThreshold: s.keyOutThreshold?.value ?? null,
    keyOutUnit: s.keyOutThreshold?.unit ?? null,
    badgeUnusedOn: s.badgeUnusedOn,
    badgeUnusedDays: s.badgeUnusedDays,
    lastCommOn: s.lastCommOn,
    lastCommDays: s.lastCommDays,
    notScannedOn: s.notScannedOn,
    recipientsSet: s.recipients !== null,
    recipientLoginIds: s.recipients?.loginIds ?? [],
    recipientEmails: s.recipients?.emails ?? [],
  };
}

/** Prisma's camelCase row in the snake_case shape toLevelSettings reads. */
export const fromPrisma = (r: {
  keyOutOn: boolean | null;
  badgeUnusedOn: boolean | null;
  lastCommOn: boolean | null;
  notScannedOn: boolean | null;
  keyOutThreshold: number | null;
  keyOutUnit: string | null;
  badgeUnusedDays: number | null;
  lastCommDays: number | null;
  recipientsSet: boolean;
  recipientLoginIds: number[];
  recipientEmails: string[];
}): SettingsRow => ({
  key_out_on: r.keyOutOn,
  badge_unused_on: r.badgeUnusedOn,
  last_comm_on: r.lastCommOn,
  not_scanned_on: r.notScannedOn,
  key_out_threshold: r.keyOutThreshold,
  key_out_unit: r.keyOutUnit,
  badge_unused_days: r.badgeUnusedDays,
  last_comm_days: r.lastCommDays,
  recipients_set: r.recipientsSet,
  recipient_login_ids: r.recipientLoginIds,
  recipient_emails: r.recipientEmails,
});

/** The levels above each level, nearest first: the order values are inherited in. */
export const LEVELS_ABOVE: Record<EntityLevel, EntityLevel[]> = {
  property: ['region', 'division', 'corporation'],
  region: ['division', 'corporation'],
  division: ['corporation'],
  corporation: [],
};

/**
 * One statement: each selected property with its region, division and corporation and the four levels' settings
 * rows. `where` is a condition on `properties p` with parameters from $1.
 */
export const chainSql = (where: string) => `
  SELECT p.id AS property_id, p.name AS property_name, r.id AS region_id, r.name AS region_name,
    dv.id AS division_id, dv.name AS division_name, c.id AS corporation_id, c.name AS corporation_name,
    to_jsonb(sp) AS s_property, to_jsonb(sr) AS s_region, to_jsonb(sd) AS s_division, to_jsonb(sc) AS s_corporation
  FROM properties p
  JOIN regions r ON r.id = p.region_id
  JOIN corporations c ON c.id = p.corporation_id
  LEFT JOIN divisions dv ON dv.id = p.division_id
  LEFT JOIN exception_settings sp ON sp.level = 'property' AND sp.entity_id = p.id
  LEFT JOIN exception_settings sr ON sr.level = 'region' AND sr.entity_id = r.id
  LEFT JOIN exception_settings sd ON sd.level = 'division' AND sd.entity_id = dv.id
  LEFT JOIN exception_settings sc ON sc.level = 'corporation' AND sc.entity_id = c.id
  WHERE ${where}`;

export interface ChainRow {
  property_id: number;
  property_name: string;
  region_id: number;
  region_name: string;
  division_id: number | null;
  division_name: string | null;
  corporation_id: number;
  corporation_name: string;
  s_property: SettingsRow | null;
  s_region: SettingsRow | null;
  s_division: SettingsRow | null;
  s_corporation: SettingsRow | null;
}
