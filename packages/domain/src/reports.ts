import * as z from 'zod/mini';
import { IsoDateTimeSchema } from './iso-dates.ts';
import { REPORT_KINDS, isHistoryReport, type HistoryReportKind, type ReportKind } from './report-kinds.ts';
import { formatDateTime } from './format.ts';
import { ReportRowSchema, activityLabel, exceptionName, type ReportRow } from './report-rows.ts';

/**
 * Key-control reports (spec 001 §2 Key-control reports, §3 report transaction row / key receipt, §4 date-range
 * presets, §9 key hooks and activity exception codes). Decision 0019 records the row grouping and the report list.
 */

// ---------------------------------------------------------------------------------------------------------------
// Report kinds

export {
  ANY_REPORT_RIGHT,
  HISTORY_REPORT_KINDS,
  REPORT_KINDS,
  REPORT_RIGHT,
  isHistoryReport,
  type HistoryReportKind,
  type ReportKind,
} from './report-kinds.ts';
export {
  EXCEPTION_CODES,
  EXCEPTION_CODE_NAMES,
  EXCEPTION_GROUP,
  ReportRowSchema,
  activityLabel,
  exceptionName,
  hookLabel,
  rowGroup,
  type ExceptionCode,
  type ReportRow,
  type RowGroup,
} from './report-rows.ts';
export const ReportKindSchema = z.enum(REPORT_KINDS);

/** Which criteria each history report shows (custom shows all of them). */
export const REPORT_CRITERIA: Record<
  HistoryReportKind,
  readonly ('units' | 'employees' | 'activities' | 'exceptionCodes' | 'tag')[]
> = {
  'report-by-unit': ['units'],
  'report-by-activity': ['activities'],
  'report-by-employee': ['employees'],
  'custom-report': ['units', 'employees', 'activities', 'exceptionCodes'],
  'tag-search': ['tag'],
  exception: ['exceptionCodes'],
  transaction: [],
};

// ---------------------------------------------------------------------------------------------------------------
// Date ranges (spec 001 §4): presets, weeks start Monday, default last 30 days.

export const DATE_PRESETS = ['today', 'yesterday', 'lastWeek', 'lastMonth', 'allDates'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export interface DateRange {
  from: Date | null;
  to: Date | null;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const endOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/**
 * The range of a preset, in the local time of `now`: today; yesterday; last week = the previous Monday–Sunday;
 * last month = the previous calendar month; all dates = no bounds.
 */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  switch (preset) {
    case 'today':
      return { from: startOfDay(now), to: endOfDay(now) };
    case 'yesterday': {
      const y = addDays(now, -1);
      return { from: startOfDay(y), to: endOfDay(y) };
    }
    case 'lastWeek': {
      const sinceMonday = (now.getDay() + 6) % 7;
      const thisMonday = addDays(now, -sinceMonday);
      return { from: addDays(thisMonday, -7), to: endOfDay(addDays(thisMonday, -1)) };
    }
    case 'lastMonth': {
      const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
      return { from: first, to: endOfDay(new Date(now.getFullYear(), now.getMonth(), 0)) };
    }
    case 'allDates':
      return { from: null, to: null };
  }
}

/** The default report range: the last 30 days up to the end of today. */
export function defaultRange(now: Date): DateRange {
  return { from: startOfDay(addDays(now, -29)), to: endOfDay(now) };
}

/** i18n keys of the field messages (spec 001 §5), translated by the web catalogue. */
export const DATE_RANGE_MESSAGE_KEYS = { from: 'dateRangeFrom afterTo', to: 'dateRangeTo beforeFrom' } as const;
export const DATE_RANGE_MESSAGES = { from: 'From must be on or before To', to: 'To must be on or after From' } as const;

/** Field errors (as i18n keys) of a range: from after to flags both fields. */
export function dateRangeErrors(range: { from?: Date | string | null; to?: Date | string | null }): {
  from?: string;
  to?: string;
} {
  if (!range.from || !range.to) return {};
  return new Date(range.from).getTime() > new Date(range.to).getTime() ? { ...DATE_RANGE_MESSAGE_KEYS } : {};
}

// ---------------------------------------------------------------------------------------------------------------
// Wire contracts

export const REPORT_PAGE_SIZE = 100;
const isoDate = IsoDateTimeSchema;
const nameList = z._default(
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(1000)),
  [],
);

export const ReportCriteriaSchema = z
  .object({
    from: z._default(z.nullable(isoDate), null),
    to: z._default(z.nullable(isoDate), null),
    units: nameList,
    employees: nameList,
    activities: z._default(z.array(z.int().check(z.gte(0), z.lte(999))).check(z.maxLength(1000)), []),
    exceptionCodes: z._default(
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(2))).check(z.maxLength(100)),
      [],
    ),
    tag: z.optional(z.string().check(z.trim(), z.maxLength(10))),
  })
  .check(
    z.superRefine((c, ctx) => {
      const errors = dateRangeErrors(c);
      if (errors.from) ctx.addIssue({ code: 'custom', path: ['from'], message: DATE_RANGE_MESSAGES.from });
      if (errors.to) ctx.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_MESSAGES.to });
    }),
  );
export type ReportCriteria = z.infer<typeof ReportCriteriaSchema>;
export type ReportCriteriaInput = z.input<typeof ReportCriteriaSchema>;

export const ReportRequestSchema = z.object({
  kind: ReportKindSchema,
  criteria: z._default(ReportCriteriaSchema, {
    from: null,
    to: null,
    units: [],
    employees: [],
    activities: [],
    exceptionCodes: [],
  }),
  page: z._default(z.int().check(z.gte(1), z.lte(1_000_000)), 1),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

export const ReportPageSchema = z.object({
  kind: ReportKindSchema,
  rows: z.array(ReportRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  showHooksTags: z.boolean(),
});
export type ReportPage = z.infer<typeof ReportPageSchema>;

export const KeyReceiptSchema = z.object({
  id: z.int(),
  propertyId: z.int(),
  dateCreated: z.string(),
  vendorRepName: z.string(),
  vendorName: z.string(),
  employeeName: z.string(),
  verifiedNumber: z.nullable(z.string()),
  datalogTransactions: z.array(
    z.object({
      id: z.string(),
      propertyUnitName: z.nullable(z.string()),
      badgeNumber: z.nullable(z.string()),
      employeeName: z.nullable(z.string()),
      activityCode: z.int(),
      time: z.string(),
    }),
  ),
});
export type KeyReceipt = z.infer<typeof KeyReceiptSchema>;

export const PropertyKeyControlInfoSchema = z.object({
  property: z.object({ id: z.int(), name: z.string() }),
  datalogInfo: z.nullable(z.object({ nonLetteredPanels: z.boolean(), datalogType: z.object({ touch: z.boolean() }) })),
  /** Reports this login may open at this property. */
  reports: z.array(ReportKindSchema),
  showHooksTags: z.boolean(),
});
export type PropertyKeyControlInfo = z.infer<typeof PropertyKeyControlInfoSchema>;

export const ActivityInfoSchema = z.object({ activityCode: z.int(), activityName: z.string() });
export type ActivityInfo = z.infer<typeof ActivityInfoSchema>;
export const NamedItemSchema = z.object({ id: z.int(), name: z.string() });

/** Export file name: the report and the dates, e.g. transaction_2026-01-01_2026-01-31.xlsx. */
export function exportFileName(
  kind: ReportKind,
  from: string | null | undefined,
  to: string | null | undefined,
  now = new Date(),
): string {
  const day = (s: string) => s.slice(0, 10);
  if (!isHistoryReport(kind)) return `${kind}_${day(now.toISOString())}.xlsx`;
  return `${kind}_${from ? day(from) : 'all'}_${to ? day(to) : 'all'}.xlsx`;
}

/** Cells starting with = + - @ (or tab / CR) would run as formulas in a spreadsheet: prefix a quote. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface ReportColumn {
  key: string;
  header: string;
  locked?: boolean;
}

/** The columns of a report, in order (hook and tag only with the right). Headers are English, shared by export. */
export function reportColumns(kind: ReportKind, showHooksTags: boolean): ReportColumn[] {
  const cols: ReportColumn[] =
    kind === 'empty-hooks'
      ? [
          { key: 'datalogNumber', header: 'Datalog', locked: true },
          { key: 'propertyUnitName', header: 'Unit', locked: true },
        ]
      : [
          { key: 'time', header: kind === 'keys-out' ? 'Out since' : 'Time', locked: true },
          { key: 'propertyUnitName', header: 'Unit', locked: true },
          { key: 'employeeName', header: 'Employee' },
          { key: 'badgeNumber', header: 'Badge' },
          { key: 'activity', header: 'Activity' },
          { key: 'exception', header: 'Exception' },
          { key: 'enteredWorkOrderNumber', header: 'Work order' },
          { key: 'keyReceiptId', header: 'Key receipt' },
        ];
  if (showHooksTags) cols.push({ key: 'keyHook', header: 'Key hook' }, { key: 'keyTagNumber', header: 'Key tag' });
  return cols;
}

/** The text of one cell of a row as shown on screen and in the export. */
export function cellText(
  row: ReportRow,
  key: string,
  activityNames: ReadonlyMap<number, string>,
  timeZone?: string,
): string {
  switch (key) {
    case 'time':
      return row.time ? formatDateTime(row.time, timeZone) : '';
    case 'activity':
      return activityLabel(row.activityCode, activityNames);
    case 'exception':
      return exceptionName(row.exceptionCode);
    case 'keyReceiptId':
      return row.keyReceiptId === null ? '' : String(row.keyReceiptId);
    default: {
      const v = (row as Record<string, unknown>)[key];
      if (v === null || v === undefined) return '';
      // Row cells are primitives or dates; anything else is printed as JSON rather than "[object Object]".
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date)
        return String(v);
      return JSON.stringify(v) ?? '';
    }
  }
}
