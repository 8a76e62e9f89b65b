import { BADGE_UNUSED_DAYS, LAST_COMM_WARNING_DAYS } from '@kc/domain/property-ops';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The exceptions page's alert rules as SQL conditions, the one definition the page's lists and the overview's counts
 * share. `cut` is the parameter holding the rule's cut-off instant (see alertCutoffs).
 */
export const ALERT_SQL = {
  /** Over `key_states ks JOIN datalogs d`: a key out since before the cut-off, on a live datalog. */
  keyOutLong: (cut: string) => `ks.is_out AND ks.since < ${cut} AND d.deleted_at IS NULL`,
  /** Over `badges`: an active badge not used since the cut-off (never used: counted from its start or creation). */
  badgeUnused: (cut: string) =>
    `active AND (last_used < ${cut} OR (last_used IS NULL AND COALESCE(start_date::timestamptz, created_at) < ${cut}))`,
  /** Over `datalogs`: a live datalog silent since the cut-off, or that never communicated. */
  datalogSilent: (cut: string) => `deleted_at IS NULL AND (last_communication IS NULL OR last_communication < ${cut})`,
} as const;

/** The cut-off instants of the alert rules at `now`. */
export function alertCutoffs(now: Date, keyOutHours: number) {
  return {
    keyOut: new Date(now.getTime() - keyOutHours * HOUR),
    badge: new Date(now.getTime() - BADGE_UNUSED_DAYS * DAY),
    lastComm: new Date(now.getTime() - LAST_COMM_WARNING_DAYS * DAY),
  };
}
