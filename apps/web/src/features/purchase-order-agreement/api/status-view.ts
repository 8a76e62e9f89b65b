import type { StatusInformation } from '@kc/domain/purchase-orders/views';
import { poStatusName } from '@kc/domain/purchase-orders/status';

/** The history events the status page names (the services write these); others show as they are stored. */
export const KNOWN_EVENTS = [
  'draft',
  'submitted',
  'approve',
  'customer-number',
  'file-created',
  'advance',
  'unit-entry',
  'invoiced',
  'deleted',
  'undeleted',
  'agreement-emailed',
] as const;
export type KnownEvent = (typeof KNOWN_EVENTS)[number];

/** How one stored event reads: a known event's key, a production action with its text, or the raw text. */
export type EventLabel =
  { kind: 'known'; event: KnownEvent } | { kind: 'action'; action: string } | { kind: 'raw'; text: string };

export function eventLabel(event: string): EventLabel {
  if ((KNOWN_EVENTS as readonly string[]).includes(event)) return { kind: 'known', event: event as KnownEvent };
  const action = /^action: (.*)$/s.exec(event);
  if (action) return { kind: 'action', action: action[1]! };
  return { kind: 'raw', text: event };
}

export interface HistoryRow {
  key: string;
  at: string;
  by: string | null;
  label: EventLabel;
  /** The status change, or null when the event left the status as it was (a note on the order). */
  change: { from: string; to: string } | null;
  /** The status the order stood at after the event. */
  status: string;
}

/** The status history, newest first, each event with the status change it made (if any). */
export function historyRows(info: Pick<StatusInformation, 'history'>): HistoryRow[] {
  return info.history
    .map((e, i) => ({
      key: `${i}-${e.at}`,
      at: e.at,
      by: e.by,
      label: eventLabel(e.event),
      change:
        e.fromStatusId !== null && e.fromStatusId !== e.toStatusId
          ? { from: poStatusName(e.fromStatusId), to: poStatusName(e.toStatusId) }
          : null,
      status: poStatusName(e.toStatusId),
    }))
    .reverse();
}

/** Why "E-mail purchase order" is not offered for this order, or null when it is. */
export function emailBlocker(order: {
  draft: boolean;
  disabled: boolean;
  propertyInformation: { billingEmail: string | null };
}): 'draftNoEmail' | 'deletedNoEmail' | 'noBillingEmail' | null {
  if (order.draft) return 'draftNoEmail';
  if (order.disabled) return 'deletedNoEmail';
  if (!order.propertyInformation.billingEmail) return 'noBillingEmail';
  return null;
}

/** An order id from the URL: a positive whole number, or null. */
export function parsePoId(raw: unknown): number | null {
  const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
