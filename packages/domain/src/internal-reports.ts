import * as z from 'zod/mini';
import { CANCELLATION_REASONS, isLookupId } from './lookups.ts';
import { ACTIVE_DATALOG_DAYS, isDatalogActive } from './key-control.ts';
import { formatDate, formatDateTime } from './format.ts';
import { INTERNAL_REPORT_KINDS, type InternalReportKind } from './internal-report-access.ts';

/**
 * The three internal reports of spec 000 §2.2 (decision 0056): canceled properties, datalogs past due (not heard
 * from within the active threshold, 90 days) and properties on the platinum plan. Filters, rows, the pure rules and
 * the export columns live here so the API, the export and the web page agree.
 */

export { INTERNAL_REPORT_KINDS, type InternalReportKind };

const DAY_MS = 86_400_000;
/** The longest look-back the past-due filter takes (ten years). */
export const PAST_DUE_DAYS_MAX = 3650;

/** Whole days since the last communication (0 on the day itself). */
export function daysSinceCommunication(lastCommunication: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastCommunication.getTime()) / DAY_MS));
}

/**
 * Past due: the datalog has communicated at least once and not within the active threshold. A datalog that never
 * communicated is not installed yet (production builds it before it ships), so it is not past due.
 */
export function isDatalogPastDue(lastCommunication: Date | null, now: Date, days = ACTIVE_DATALOG_DAYS): boolean {
  return lastCommunication !== null && now.getTime() - lastCommunication.getTime() > days * DAY_MS;
}

export const PLATINUM_STATUSES = ['active', 'past-due', 'no-communication'] as const;
export type PlatinumStatus = (typeof PLATINUM_STATUSES)[number];

/** A platinum property's state from its datalogs' latest communication. */
export function platinumStatus(lastCommunication: Date | null, now: Date): PlatinumStatus {
  if (lastCommunication === null) return 'no-communication';
  return isDatalogActive(lastCommunication, now) ? 'active' : 'past-due';
}

const isoDay = z.iso.date('A date as YYYY-MM-DD');

const cancellationFields = {
  from: z.optional(isoDay),
  to: z.optional(isoDay),
  reasonId: z.optional(
    z.coerce.number('Unknown cancellation reason').check(
      z.int('Unknown cancellation reason'),
      z.refine((id) => isLookupId('cancellation-reasons', id), 'Unknown cancellation reason'),
    ),
  ),
};
const fromNotAfterTo = z.superRefine((f: { from?: string | undefined; to?: string | undefined }, ctx) => {
  if (f.from && f.to && f.from > f.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'On or after the start date' });
});

export const CancellationFilterSchema = z.object(cancellationFields).check(fromNotAfterTo);
export type CancellationFilter = z.infer<typeof CancellationFilterSchema>;

export const PastDueFilterSchema = z.object({
  days: z._default(
    z.coerce
      .number('A whole number of days')
      .check(
        z.int('A whole number of days'),
        z.gte(ACTIVE_DATALOG_DAYS, `At least ${ACTIVE_DATALOG_DAYS} days`),
        z.lte(PAST_DUE_DAYS_MAX, `At most ${PAST_DUE_DAYS_MAX} days`),
      ),
    ACTIVE_DATALOG_DAYS,
  ),
  datalogType: z.optional(z.enum(['touch', 'gen10'], 'Touch or Gen 10')),
});
export type PastDueFilter = z.infer<typeof PastDueFilterSchema>;

export const PlatinumFilterSchema = z.object({
  status: z.optional(z.enum(PLATINUM_STATUSES, 'Active, past due or no communication')),
});
export type PlatinumFilter = z.infer<typeof PlatinumFilterSchema>;

/** An export takes the report's filter and the time zone its dates are shown in (unknown names: UTC). */
const timeZone = { timeZone: z.optional(z.string().check(z.maxLength(64))) };
export const CancellationExportQuerySchema = z.object({ ...cancellationFields, ...timeZone }).check(fromNotAfterTo);
export const PastDueExportQuerySchema = z.extend(PastDueFilterSchema, timeZone);
export const PlatinumExportQuerySchema = z.extend(PlatinumFilterSchema, timeZone);

const propertyFields = {
  propertyId: z.int(),
  propertyName: z.string(),
  customerNumber: z.nullable(z.string()),
  corporationName: z.string(),
  regionName: z.string(),
};

export const CanceledPropertyRowSchema = z.object({
  ...propertyFields,
  reasonId: z.nullable(z.int()),
  reason: z.nullable(z.string()),
  canceledAt: z.nullable(z.string()),
});
export type CanceledPropertyRow = z.infer<typeof CanceledPropertyRowSchema>;

export const PastDueDatalogRowSchema = z.object({
  ...propertyFields,
  datalogId: z.int(),
  datalogNumber: z.int(),
  datalogType: z.string(),
  lastCommunication: z.string(),
  daysSince: z.int(),
});
export type PastDueDatalogRow = z.infer<typeof PastDueDatalogRowSchema>;

export const PlatinumPropertyRowSchema = z.object({
  ...propertyFields,
  datalogs: z.int(),
  activeDatalogs: z.int(),
  lastCommunication: z.nullable(z.string()),
  status: z.enum(PLATINUM_STATUSES),
});
export type PlatinumPropertyRow = z.infer<typeof PlatinumPropertyRowSchema>;

export const reasonName = (id: number | null): string | null =>
  id === null ? null : (CANCELLATION_REASONS.find((r) => r.id === id)?.name ?? null);

export const PLATINUM_STATUS_LABEL: Record<PlatinumStatus, string> = {
  active: 'Active',
  'past-due': 'Past due',
  'no-communication': 'No communication',
};

export const DATALOG_TYPE_LABEL: Record<string, string> = { touch: 'Touch', gen10: 'Gen 10' };

export interface InternalReportColumn<R> {
  key: string;
  header: string;
  text: (row: R, timeZone?: string) => string;
}

const base = <R extends { propertyName: string; customerNumber: string | null; corporationName: string }>() =>
  [
    { key: 'propertyName', header: 'Property', text: (r: R) => r.propertyName },
    { key: 'customerNumber', header: 'Customer #', text: (r: R) => r.customerNumber ?? '' },
    { key: 'corporationName', header: 'Corporation', text: (r: R) => r.corporationName },
  ] satisfies InternalReportColumn<R>[];

/** The columns of each report, in order, with English headers (the export's; the page translates by key). */
export const CANCELLATION_COLUMNS: InternalReportColumn<CanceledPropertyRow>[] = [
  ...base<CanceledPropertyRow>(),
  { key: 'regionName', header: 'Region', text: (r) => r.regionName },
  { key: 'reason', header: 'Reason', text: (r) => r.reason ?? '' },
  { key: 'canceledAt', header: 'Canceled', text: (r, tz) => formatDate(r.canceledAt, tz) },
];

export const PAST_DUE_COLUMNS: InternalReportColumn<PastDueDatalogRow>[] = [
  ...base<PastDueDatalogRow>(),
  { key: 'datalogNumber', header: 'Datalog', text: (r) => String(r.datalogNumber) },
  { key: 'datalogType', header: 'Type', text: (r) => DATALOG_TYPE_LABEL[r.datalogType] ?? r.datalogType },
  { key: 'lastCommunication', header: 'Last communication', text: (r, tz) => formatDateTime(r.lastCommunication, tz) },
  { key: 'daysSince', header: 'Days since', text: (r) => String(r.daysSince) },
];

export const PLATINUM_COLUMNS: InternalReportColumn<PlatinumPropertyRow>[] = [
  ...base<PlatinumPropertyRow>(),
  { key: 'regionName', header: 'Region', text: (r) => r.regionName },
  { key: 'datalogs', header: 'Datalogs', text: (r) => String(r.datalogs) },
  { key: 'activeDatalogs', header: 'Active', text: (r) => String(r.activeDatalogs) },
  {
    key: 'lastCommunication',
    header: 'Last communication',
    text: (r, tz) => (r.lastCommunication ? formatDateTime(r.lastCommunication, tz) : ''),
  },
  { key: 'status', header: 'Status', text: (r) => PLATINUM_STATUS_LABEL[r.status] },
];

/** The export's file name: the report and the day it was taken. */
export const internalReportFileName = (kind: InternalReportKind, now = new Date()): string =>
  `${kind}-report_${now.toISOString().slice(0, 10)}.xlsx`;
