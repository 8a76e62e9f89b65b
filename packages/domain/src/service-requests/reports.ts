import * as z from 'zod/mini';
import { formatDate, formatDateTime } from '../format.ts';
import { FROM_AFTER_TO, TO_BEFORE_FROM } from './open-report.ts';
import { SR_STATUSES } from './rules.ts';
import { SUMMARY_PERIODS, isPeriodStart, type SummaryPeriod } from './summary.ts';

/**
 * The four service-request reports of issue 16 (spec 001 §2, §3, §7; decision 0066): their queries, rows and export
 * columns, shared by the API, the Excel files and the pages.
 */

const id = z.int('An id').check(z.positive('An id'));
const ids = z._default(z.array(id).check(z.maxLength(500, 'At most 500')), []);
const instant = z.iso.datetime({ offset: true, message: 'A date and time' });
const isoDay = z.iso.date('A date as YYYY-MM-DD');

// ---------- The open report ----------

/** The report call (spec 001 §7 getOpenServiceRequests): from and to are the instants the browser's days start and end. */
export const OpenReportQuerySchema = z
  .object({
    from: instant,
    to: instant,
    properties: ids,
    corporations: ids,
    serviceTechs: ids,
    requestTypes: ids,
  })
  .check(
    z.superRefine((c, ctx) => {
      if (Date.parse(c.from) > Date.parse(c.to)) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: FROM_AFTER_TO });
        ctx.addIssue({ code: 'custom', path: ['to'], message: TO_BEFORE_FROM });
      }
    }),
  );
export type OpenReportQuery = z.infer<typeof OpenReportQuerySchema>;

/** The filters' choices: from is the range's start, which decides the technicians offered (spec 001 §6). */
export const OpenReportOptionsQuerySchema = z.object({ from: instant });

const named = z.object({ id: z.int(), name: z.string() });
const technician = z.object({ id: z.int(), name: z.string(), shortName: z.string() });

export const OpenReportOptionsSchema = z.object({
  properties: z.array(named),
  corporations: z.array(named),
  /** Technicians in the assignee filter (spec 001 §6). */
  technicians: z.array(technician),
  /** Technicians a request may be assigned to inline: every enabled one. */
  assignableUsers: z.array(technician),
  /** Request types in the spec's order (§9). */
  requestTypes: z.array(named),
});
export type OpenReportOptions = z.infer<typeof OpenReportOptionsSchema>;

/** A row of the open report (spec 001 §3), flat on the wire; `version` guards the inline update. */
export const OpenReportRowSchema = z.object({
  id: z.int(),
  version: z.int(),
  propertyId: z.int(),
  propertyName: z.string(),
  regionId: z.int(),
  regionName: z.string(),
  divisionId: z.nullable(z.int()),
  divisionName: z.nullable(z.string()),
  corporationId: z.int(),
  corporationName: z.string(),
  warrantyDate: z.nullable(z.string()),
  createdAt: z.string(),
  statusId: z.int(),
  statusLastModified: z.string(),
  serviceRequestTypeId: z.int(),
  serviceRequestTypeName: z.string(),
  assignedToUserId: z.nullable(z.int()),
  assignedToUserName: z.nullable(z.string()),
  description: z.string(),
  noteCount: z.int(),
  lastNote: z.nullable(z.object({ userName: z.string(), dateCreated: z.string(), message: z.string() })),
});
export type OpenReportRow = z.infer<typeof OpenReportRowSchema>;

/**
 * The bulk update (spec 001 §7 updateOpenServiceRequests): each item names a request, the version it was read at and
 * the fields that change. The assignee cannot be cleared, so it is a technician's id or absent.
 */
export const OpenReportUpdateItemSchema = z
  .object({
    serviceRequestId: id,
    version: z.int('The version read').check(z.positive('The version read')),
    serviceRequestTypeId: z.optional(id),
    assignedToUserId: z.optional(id),
  })
  .check(
    z.refine((i) => i.serviceRequestTypeId !== undefined || i.assignedToUserId !== undefined, {
      message: 'Change the type or the assignee',
      path: ['serviceRequestTypeId'],
    }),
  );
export const OpenReportUpdateSchema = z.object({
  items: z.array(OpenReportUpdateItemSchema).check(
    z.maxLength(500, 'At most 500 requests at once'),
    z.superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, i) => {
        if (seen.has(item.serviceRequestId))
          ctx.addIssue({ code: 'custom', path: [i, 'serviceRequestId'], message: 'Listed twice' });
        seen.add(item.serviceRequestId);
      });
    }),
  ),
});
export type OpenReportUpdate = z.infer<typeof OpenReportUpdateSchema>;

/** The answer: how many requests changed, and how many already had the values sent. */
export const OpenReportUpdateResultSchema = z.object({ updated: z.int(), unchanged: z.int() });
export type OpenReportUpdateResult = z.infer<typeof OpenReportUpdateResultSchema>;

// ---------- Closed, summary, technicians ----------

const closedFields = { fromDate: isoDay, toDate: isoDay };
const daysInOrder = z.superRefine((c: { fromDate: string; toDate: string }, ctx) => {
  if (c.fromDate > c.toDate) {
    ctx.addIssue({ code: 'custom', path: ['fromDate'], message: FROM_AFTER_TO });
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: TO_BEFORE_FROM });
  }
});
/** Requests closed from one calendar day to another (the provider's time zone), both included. */
export const ClosedReportQuerySchema = z.object(closedFields).check(daysInOrder);
export type ClosedReportQuery = z.infer<typeof ClosedReportQuerySchema>;

export const ClosedReportRowSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  propertyName: z.string(),
  corporationId: z.int(),
  corporationName: z.string(),
  typeName: z.string(),
  assigneeName: z.nullable(z.string()),
  createdAt: z.string(),
  closedAt: z.string(),
  closedByName: z.nullable(z.string()),
  description: z.string(),
  resolutionNote: z.nullable(z.string()),
});
export type ClosedReportRow = z.infer<typeof ClosedReportRowSchema>;

const summaryFields = { period: z.enum(SUMMARY_PERIODS, 'Year, month or week'), start: isoDay };
const startsItsPeriod = z.superRefine((q: { period: SummaryPeriod; start: string }, ctx) => {
  if (!isPeriodStart(q.start, q.period))
    ctx.addIssue({ code: 'custom', path: ['start'], message: PERIOD_START_MESSAGE[q.period] });
});
/** Requests created in one year, month or week (weeks start Sunday), counted by type and status. */
export const SummaryReportQuerySchema = z.object(summaryFields).check(startsItsPeriod);
export type SummaryReportQuery = z.infer<typeof SummaryReportQuerySchema>;
const PERIOD_START_MESSAGE: Record<SummaryPeriod, string> = {
  year: 'A year starts on January 1',
  month: 'A month starts on its first day',
  week: 'A week starts on a Sunday',
};

/** The status columns of the summary, keyed by status id. */
export const SUMMARY_STATUS_KEYS = SR_STATUSES.map((s) => String(s.id));

export const SummaryRowSchema = z.object({
  typeId: z.int(),
  typeName: z.string(),
  byStatus: z.record(z.string(), z.int()),
  total: z.int(),
});
export type SummaryRow = z.infer<typeof SummaryRowSchema>;
export const SummaryReportSchema = z.object({
  period: z.enum(SUMMARY_PERIODS),
  start: z.string(),
  end: z.string(),
  rows: z.array(SummaryRowSchema),
  totals: SummaryRowSchema,
});
export type SummaryReport = z.infer<typeof SummaryReportSchema>;

export const TECHNICIAN_REPORT_FIRST_YEAR = 2000;
export const TechnicianReportQuerySchema = z.object({
  year: z.coerce
    .number('A year')
    .check(z.int('A year'), z.gte(TECHNICIAN_REPORT_FIRST_YEAR, 'A year from 2000'), z.lte(2100, 'A year up to 2100')),
});
export type TechnicianReportQuery = z.infer<typeof TechnicianReportQuerySchema>;

/** Spec 001 §3 service tech report row. */
export const TechnicianReportRowSchema = z.object({
  userId: z.int(),
  name: z.string(),
  shortName: z.string(),
  srClosed: z.int(),
  srClosedGoal: z.nullable(z.int()),
  installsOpen: z.int(),
  srOpen: z.int(),
  installs: z.int(),
  proposals: z.int(),
  conversions: z.int(),
  expansions: z.int(),
  poCount: z.int(),
});
export type TechnicianReportRow = z.infer<typeof TechnicianReportRowSchema>;

// ---------- Export columns ----------

export interface SrReportColumn<R> {
  key: string;
  header: string;
  text: (row: R, timeZone?: string) => string;
}

export const CLOSED_REPORT_COLUMNS: SrReportColumn<ClosedReportRow>[] = [
  { key: 'id', header: 'Request #', text: (r) => String(r.id) },
  { key: 'propertyName', header: 'Property', text: (r) => r.propertyName },
  { key: 'corporationName', header: 'Corporation', text: (r) => r.corporationName },
  { key: 'typeName', header: 'Type', text: (r) => r.typeName },
  { key: 'assigneeName', header: 'Assigned to', text: (r) => r.assigneeName ?? '' },
  { key: 'createdAt', header: 'Opened', text: (r, tz) => formatDate(r.createdAt, tz) },
  { key: 'closedAt', header: 'Closed', text: (r, tz) => formatDateTime(r.closedAt, tz) },
  { key: 'closedByName', header: 'Closed by', text: (r) => r.closedByName ?? '' },
  { key: 'description', header: 'Description', text: (r) => r.description },
  { key: 'resolutionNote', header: 'Resolution', text: (r) => r.resolutionNote ?? '' },
];

export const SUMMARY_REPORT_COLUMNS: SrReportColumn<SummaryRow>[] = [
  { key: 'typeName', header: 'Request type', text: (r) => r.typeName },
  ...SR_STATUSES.map((s) => ({
    key: `status${s.id}`,
    header: s.name,
    text: (r: SummaryRow) => String(r.byStatus[String(s.id)] ?? 0),
  })),
  { key: 'total', header: 'Total', text: (r) => String(r.total) },
];

const count = (key: Exclude<keyof TechnicianReportRow, 'name' | 'shortName' | 'userId' | 'srClosedGoal'>) => ({
  key,
  text: (r: TechnicianReportRow) => String(r[key]),
});
export const TECHNICIAN_REPORT_COLUMNS: SrReportColumn<TechnicianReportRow>[] = [
  { key: 'name', header: 'Technician', text: (r) => r.name },
  { key: 'shortName', header: 'Short name', text: (r) => r.shortName },
  { ...count('srClosed'), header: 'SR closed' },
  {
    key: 'srClosedGoal',
    header: 'SR closed goal',
    text: (r) => (r.srClosedGoal === null ? '' : String(r.srClosedGoal)),
  },
  { ...count('installsOpen'), header: 'Installs open' },
  { ...count('srOpen'), header: 'SR open' },
  { ...count('installs'), header: 'Installs' },
  { ...count('proposals'), header: 'Proposals' },
  { ...count('conversions'), header: 'Conversions' },
  { ...count('expansions'), header: 'Expansions' },
  { ...count('poCount'), header: 'POs' },
];

/** The export's query: the report's own plus the reader's time zone for dates. */
export const withTimeZone = { timeZone: z.optional(z.string().check(z.maxLength(64))) };
export const ClosedExportQuerySchema = z.object({ ...closedFields, ...withTimeZone }).check(daysInOrder);
export const SummaryExportQuerySchema = z.object({ ...summaryFields, ...withTimeZone }).check(startsItsPeriod);
export const TechnicianExportQuerySchema = z.extend(TechnicianReportQuerySchema, withTimeZone);

export const SR_REPORT_FILE_NAMES = {
  closed: 'closed-service-requests',
  summary: 'service-requests-summary',
  technicians: 'technicians-report',
} as const;
