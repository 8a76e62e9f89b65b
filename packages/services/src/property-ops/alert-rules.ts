import { keyOutHours, type ExceptionSettingsValues } from '@kc/domain/alerts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The exceptions page's alert rules as SQL conditions, the one definition the page's lists, the roll-ups and the
 * overview's counts share. `cut` is the SQL expression holding the rule's cut-off instant (see alertCutoffs): a
 * parameter, or a per-property column; a NULL cut-off means the alert type is off, and the rule selects nothing.
 */
export const ALERT_SQL = {
  /** Over `key_states ks JOIN datalogs d`: a key out since before the cut-off, on a live datalog. */
  keyOutLong: (cut: string) => `ks.is_out AND ks.since < ${cut} AND d.deleted_at IS NULL`,
  /**
   * Over `badges`: an active badge not used since the cut-off (never used: counted from its start or creation),
   * unless its alert was cleared and it has not been used since (decision 0037).
   */
  badgeUnused: (cut: string) =>
    `active AND (last_used < ${cut} OR (last_used IS NULL AND COALESCE(start_date::timestamptz, created_at) < ${cut}))
     AND (alert_cleared_at IS NULL OR last_used > alert_cleared_at)`,
  /** Over `datalogs`: a live datalog silent since the cut-off, or that never communicated. */
  datalogSilent: (cut: string) =>
    `deleted_at IS NULL AND ${cut} IS NOT NULL AND (last_communication IS NULL OR last_communication < ${cut})`,
} as const;

export interface AlertCutoffs {
  keyOut: Date | null;
  badge: Date | null;
  lastComm: Date | null;
}

/** The cut-off instants of the alert rules at `now` for a property's effective settings (null: the type is off). */
export function alertCutoffs(now: Date, s: ExceptionSettingsValues): AlertCutoffs {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    keyOut: s.keyOutOn ? before(keyOutHours(s.keyOutThreshold) * HOUR) : null,
    badge: s.badgeUnusedOn ? before(s.badgeUnusedDays * DAY) : null,
    lastComm: s.lastCommOn ? before(s.lastCommDays * DAY) : null,
  };
}
