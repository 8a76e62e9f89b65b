import { can } from './can.ts';
import type { PermissionKey } from './permissions.ts';

// Who may open the internal reports, apart from their schemas: the web app's route guards and the dashboard's links
// read this before any report page loads (kept light, as can.ts, decision 0050).

export const INTERNAL_REPORT_KINDS = ['cancellation', 'past-due-datalogs', 'platinum-datalogs'] as const;
export type InternalReportKind = (typeof INTERNAL_REPORT_KINDS)[number];

/**
 * The right each report needs besides being provider staff (spec 001 §1: the dashboard links the cancellation report
 * for every dashboard user, the datalog reports for Inventory_READ). Routes, route guards and links read this.
 */
export const INTERNAL_REPORT_RIGHT: Record<InternalReportKind, PermissionKey | null> = {
  cancellation: null,
  'past-due-datalogs': 'Inventory_READ',
  'platinum-datalogs': 'Inventory_READ',
};

/** The reports a member of the provider's staff with these rights may open, in the dashboard's order. */
export const internalReportsFor = (rights: Parameters<typeof can>[0]): InternalReportKind[] =>
  INTERNAL_REPORT_KINDS.filter((kind) => {
    const right = INTERNAL_REPORT_RIGHT[kind];
    return right === null || can(rights, right);
  });

/** The page of each report (spec 000 §2.2). */
export const INTERNAL_REPORT_PATH: Record<InternalReportKind, string> = {
  cancellation: '/cancellation-report',
  'past-due-datalogs': '/past-due-datalog-report',
  'platinum-datalogs': '/platinum-datalog-report',
};
