import type { PermissionKey } from '../permissions.ts';
import { SR_STAFF_RIGHT } from './rights.ts';

/**
 * Who runs the service-request reports (decision 0066), in a file of their own with no import but the rights': the web's route
 * definitions read it, and those load with the sign-in page (decision 0057). Provider staff only (the reports read
 * every customer's requests), with the right that opens the service requests (spec 000 §2.5 Requests).
 */
export const SR_REPORT_RIGHT: PermissionKey = SR_STAFF_RIGHT;

/** The report pages (spec 001 §2), in the order the pages link each other. */
export const SR_REPORT_KINDS = ['open', 'closed', 'summary', 'technicians'] as const;
export type SrReportKind = (typeof SR_REPORT_KINDS)[number];
export const srReportPath = (kind: SrReportKind) => `/service-requests/report/${kind}` as const;
