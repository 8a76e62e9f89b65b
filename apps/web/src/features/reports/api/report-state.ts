import dayjs from 'dayjs';
import {
  dateRangeErrors,
  defaultRange,
  isHistoryReport,
  presetRange,
  type DatePreset,
  type ReportCriteriaInput,
  type ReportKind,
} from '@kc/domain/reports';

/** A picked range as calendar days (YYYY-MM-DD, local); both null = all dates. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

const day = (d: Date | null) => (d ? dayjs(d).format('YYYY-MM-DD') : null);
export const defaultDayRange = (now = new Date()): DayRange => {
  const r = defaultRange(now);
  return { from: day(r.from), to: day(r.to) };
};
export const presetDayRange = (preset: DatePreset, now = new Date()): DayRange => {
  const r = presetRange(preset, now);
  return { from: day(r.from), to: day(r.to) };
};

/** From is the start of its day and to the end of its day (spec 001 §5), sent as instants. */
export function rangeToInstants(range: DayRange): { from: string | null; to: string | null } {
  return {
    from: range.from ? dayjs(range.from).startOf('day').toDate().toISOString() : null,
    to: range.to ? dayjs(range.to).endOf('day').toDate().toISOString() : null,
  };
}

/** Field errors as i18n keys ('dateRangeFrom afterTo' / 'dateRangeTo beforeFrom'). */
export const dayRangeErrors = (range: DayRange) => dateRangeErrors({ from: range.from, to: range.to });

export interface CriteriaDraft {
  range: DayRange;
  units: string[];
  employees: string[];
  activities: string[];
  exceptionCodes: string[];
  tag: string;
}

/**
 * What stops a report's criteria from running, by form path: the day range's problems (the domain's rule) and, for
 * the tag search, an empty tag. Empty when the criteria may run.
 */
export function criteriaDraftErrors(kind: ReportKind, draft: CriteriaDraft): Record<string, string> {
  const range = dayRangeErrors(draft.range);
  const errors: Record<string, string> = {};
  if (range.from) errors['range.from'] = range.from;
  if (range.to) errors['range.to'] = range.to;
  if (kind === 'tag-search' && !draft.tag.trim()) errors.tag = 'tagRequired';
  return errors;
}

export const emptyDraft = (now = new Date()): CriteriaDraft => ({
  range: defaultDayRange(now),
  units: [],
  employees: [],
  activities: [],
  exceptionCodes: [],
  tag: '',
});

/** What the API receives for a draft. */
export function draftToCriteria(draft: CriteriaDraft): ReportCriteriaInput {
  return {
    ...rangeToInstants(draft.range),
    units: draft.units,
    employees: draft.employees,
    activities: draft.activities.map(Number),
    exceptionCodes: draft.exceptionCodes,
    ...(draft.tag.trim() ? { tag: draft.tag.trim() } : {}),
  };
}

/** A history report runs at once with its default criteria, except tag search (it needs a tag). */
export const runsImmediately = (kind: ReportKind) => kind !== 'tag-search';

/**
 * The criteria a report page runs with before anything is chosen (its loader fetches the same): the default range for a
 * history report that runs at once, none for the other reports, null when the page waits for "View report".
 */
export function initialReportCriteria(kind: ReportKind, now = new Date()): ReportCriteriaInput | null {
  if (!isHistoryReport(kind)) return {};
  return runsImmediately(kind) ? draftToCriteria(emptyDraft(now)) : null;
}
