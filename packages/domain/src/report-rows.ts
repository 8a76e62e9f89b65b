// The rows of the key-control reports as pages show them (spec 001 §2, §3, §9; decision 0019): apart from reports.ts
// so that a page that only shows rows (the overview) does not build the reports' criteria schemas (decision 0067).
import * as z from 'zod/mini';
import { ACTIVITY_BLANK_CODE, ACTIVITY_OK_CODE, DEFAULT_ACTIVITY_NAMES } from './activity-codes.ts';
import { formatHook } from './key-hooks.ts';

// ---------------------------------------------------------------------------------------------------------------
// Activities and exception codes

const isNameMap = (names: ReadonlyMap<number, string> | Record<number, string>): names is ReadonlyMap<number, string> =>
  names instanceof Map;

/** Activity 99 shows blank; otherwise the property's activity name, else the built-in name, else the code. */
export function activityLabel(
  code: number | null | undefined,
  names: ReadonlyMap<number, string> | Record<number, string> = {},
): string {
  if (code === null || code === undefined || code === ACTIVITY_BLANK_CODE) return '';
  const name = isNameMap(names) ? names.get(code) : names[code];
  return name ?? DEFAULT_ACTIVITY_NAMES[code] ?? String(code);
}

export const EXCEPTION_CODE_NAMES = {
  B: 'Fingerprint login',
  C: 'Clear pressed',
  D: 'Access denied',
  E: 'Invalid employee',
  I: 'Web interface',
  L: 'Door left open',
  M: 'No badge',
  N: 'Tag not in system',
  O: 'Out pressed',
  P: 'Third incorrect PIN',
  R: 'Previous key tag',
  S: 'Restricted',
  T: 'Timed out',
  W: 'Incorrect PIN',
  Y: 'No scan',
} as const;
export type ExceptionCode = keyof typeof EXCEPTION_CODE_NAMES;
export const EXCEPTION_CODES = Object.keys(EXCEPTION_CODE_NAMES) as ExceptionCode[];

/** The name of an exception code; an unknown code shows as itself, no code as blank. */
export function exceptionName(code: string | null | undefined): string {
  if (!code) return '';
  return (EXCEPTION_CODE_NAMES as Record<string, string>)[code] ?? code;
}

export type RowGroup = 'error' | 'warning' | 'info' | 'special' | 'ok' | 'none';

/** Decision 0019: refusals are errors, operator slips warnings, neutral events info, non-keypad logins special. */
export const EXCEPTION_GROUP: Record<ExceptionCode, Exclude<RowGroup, 'ok' | 'none'>> = {
  D: 'error',
  E: 'error',
  P: 'error',
  S: 'error',
  N: 'error',
  L: 'error',
  W: 'warning',
  T: 'warning',
  R: 'warning',
  M: 'warning',
  Y: 'warning',
  C: 'info',
  O: 'info',
  B: 'special',
  I: 'special',
};

/** The group of a row: its exception's group (an unknown code is a warning), else ok for activity 1, else none. */
export function rowGroup(row: { exceptionCode?: string | null; activityCode?: number | null }): RowGroup {
  if (row.exceptionCode)
    return (EXCEPTION_GROUP as Record<string, Exclude<RowGroup, 'ok' | 'none'>>)[row.exceptionCode] ?? 'warning';
  return row.activityCode === ACTIVITY_OK_CODE ? 'ok' : 'none';
}

// ---------------------------------------------------------------------------------------------------------------
// Key hooks (spec 001 §9): the display is key-control's formatHook (decision 0017); reports add the empty case.

/** Display of an encoded hook on a report (blank when the row has none): lettered 1001 → A1, non-lettered 23 → 23. */
export function hookLabel(encoded: number | null | undefined, nonLettered: boolean): string {
  return encoded === null || encoded === undefined ? '' : formatHook(encoded, nonLettered);
}

export const ReportRowSchema = z.object({
  id: z.string(),
  employeeName: z.nullable(z.string()),
  badgeNumber: z.nullable(z.string()),
  propertyUnitName: z.nullable(z.string()),
  activityCode: z.nullable(z.int()),
  exceptionCode: z.nullable(z.string()),
  enteredWorkOrderNumber: z.nullable(z.string()),
  time: z.nullable(z.string()),
  keyReceiptId: z.nullable(z.int()),
  datalogNumber: z.int(),
  /** Only with Report-HooksTags_READ (omitted otherwise). */
  keyTagNumber: z.optional(z.nullable(z.string())),
  keyHook: z.optional(z.string()),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;
