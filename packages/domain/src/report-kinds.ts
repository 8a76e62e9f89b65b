import type { PermissionKey } from './permissions.ts';

/**
 * The report kinds and the rights they need (decision 0019), without schemas: the web app's route guards read them
 * before any page loads, so this module stays free of zod and of the report row code (decision 0050). reports.ts
 * re-exports everything here.
 */

/** Reports that read the transaction history over a date range. */
export const HISTORY_REPORT_KINDS = [
  'report-by-unit',
  'report-by-activity',
  'report-by-employee',
  'custom-report',
  'tag-search',
  'exception',
  'transaction',
] as const;
export const REPORT_KINDS = ['keys-out', ...HISTORY_REPORT_KINDS, 'empty-hooks'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export type HistoryReportKind = (typeof HISTORY_REPORT_KINDS)[number];

export const isHistoryReport = (kind: ReportKind): kind is HistoryReportKind =>
  (HISTORY_REPORT_KINDS as readonly string[]).includes(kind);

/** The right each report needs (decision 0019): keys-out with the key-out right, empty hooks with the hooks-and-tags right, history with the transaction right. */
export const REPORT_RIGHT: Record<ReportKind, PermissionKey> = {
  'keys-out': 'Report-KeysOut_READ',
  'empty-hooks': 'Report-HooksTags_READ',
  'report-by-unit': 'DatalogTransaction_ALL',
  'report-by-activity': 'DatalogTransaction_ALL',
  'report-by-employee': 'DatalogTransaction_ALL',
  'custom-report': 'DatalogTransaction_ALL',
  'tag-search': 'DatalogTransaction_ALL',
  exception: 'DatalogTransaction_ALL',
  transaction: 'DatalogTransaction_ALL',
};
/** Rights that open the reports area at all (home, unit list, key-control info). */
export const ANY_REPORT_RIGHT = [
  'Report-KeysOut_READ',
  'DatalogTransaction_ALL',
  'KeyReceipt_READ',
] as const satisfies readonly PermissionKey[];
