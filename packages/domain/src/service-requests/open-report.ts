import * as z from 'zod/mini';

/**
 * The open service-requests report (spec 001 §2, §3, §4, §5, §7): its criteria with the from-after-to messages, the
 * default range, the day bounds sent to the server, and the inline changes tracked against the originals.
 */

/** Message keys of spec 001 §5 (translated by the client), on the from field and on the to field. */
export const FROM_AFTER_TO = 'dateRangeFrom afterTo';
export const TO_BEFORE_FROM = 'dateRangeTo beforeFrom';

const isoDay = z.iso.date('A date as YYYY-MM-DD');
const ids = z._default(z.array(z.int('An id').check(z.positive('An id'))).check(z.maxLength(500, 'At most 500')), []);

export const OpenReportCriteriaSchema = z
  .object({
    fromDate: isoDay,
    toDate: isoDay,
    properties: ids,
    corporations: ids,
    serviceTechs: ids,
    requestTypes: ids,
  })
  .check(
    z.superRefine((c, ctx) => {
      if (c.fromDate > c.toDate) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: FROM_AFTER_TO });
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: TO_BEFORE_FROM });
      }
    }),
  );
export type OpenReportCriteria = z.infer<typeof OpenReportCriteriaSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Spec 001 §5: from starts at the first of the current month, to at today (calendar days where the user is). */
export function defaultOpenReportRange(today: Date): { fromDate: string; toDate: string } {
  return { fromDate: isoOf(new Date(today.getFullYear(), today.getMonth(), 1)), toDate: isoOf(today) };
}

/** The errors of a from/to pair, shown only on the fields the user touched (spec 001 §5). */
export function rangeErrors(
  fromDate: string,
  toDate: string,
  touched: { fromDate?: boolean; toDate?: boolean },
): { fromDate?: string; toDate?: string } {
  if (!fromDate || !toDate || fromDate <= toDate) return {};
  return {
    ...(touched.fromDate ? { fromDate: FROM_AFTER_TO } : {}),
    ...(touched.toDate ? { toDate: TO_BEFORE_FROM } : {}),
  };
}

/**
 * On submit from is the start of its day and to the end of its day (spec 001 §5): local date-times without an
 * offset, read by the caller in the user's time zone (`new Date(...)` in the browser).
 */
export function dayBounds(fromDate: string, toDate: string): { from: string; to: string } {
  return { from: `${fromDate}T00:00:00.000`, to: `${toDate}T23:59:59.999` };
}

/** A row's editable fields as loaded: the originals the pending changes are compared with. */
export interface OpenReportOriginal {
  serviceRequestId: number;
  serviceRequestTypeId: number;
  assignedToUserId: number;
}
export type OpenReportField = 'serviceRequestTypeId' | 'assignedToUserId';
export type PendingChanges = ReadonlyMap<number, Partial<Record<OpenReportField, number>>>;

/**
 * Records an inline change. Choosing the original value back removes the pending change (and the row's entry when it
 * has none left); the assignee cannot be cleared (null leaves the changes as they are).
 */
export function trackChange(
  pending: PendingChanges,
  original: OpenReportOriginal,
  field: OpenReportField,
  value: number | null,
): PendingChanges {
  if (value === null) return pending;
  const next = new Map(pending);
  const row = { ...(next.get(original.serviceRequestId) ?? {}) };
  if (original[field] === value) delete row[field];
  else row[field] = value;
  if (Object.keys(row).length === 0) next.delete(original.serviceRequestId);
  else next.set(original.serviceRequestId, row);
  return next;
}

/** Update is enabled only with pending changes and not while saving. */
export const canSubmitChanges = (pending: PendingChanges, saving: boolean): boolean => pending.size > 0 && !saving;

/** The bulk update call's items (spec 001 §7): one per changed request, with only the changed fields. */
export function updateItems(
  pending: PendingChanges,
): { serviceRequestId: number; serviceRequestTypeId?: number; assignedToUserId?: number }[] {
  return [...pending.entries()]
    .sort(([a], [b]) => a - b)
    .map(([serviceRequestId, fields]) => ({ serviceRequestId, ...fields }));
}

/** After a successful save the saved values become the originals. */
export function applySaved(originals: readonly OpenReportOriginal[], pending: PendingChanges): OpenReportOriginal[] {
  return originals.map((o) => ({ ...o, ...(pending.get(o.serviceRequestId) ?? {}) }));
}

/**
 * Technicians offered in the filters (spec 001 §6): enabled technicians with activity after the range start; when
 * none has any, the active ones.
 */
export function filterTechnicians<T extends { enabled: boolean; lastActivity: Date | null }>(
  technicians: readonly T[],
  rangeStart: Date,
): T[] {
  const enabled = technicians.filter((t) => t.enabled);
  const recent = enabled.filter((t) => t.lastActivity !== null && t.lastActivity.getTime() > rangeStart.getTime());
  return recent.length ? recent : enabled;
}
