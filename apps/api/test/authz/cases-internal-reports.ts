import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

const read = (url: string): Case => ({ success: 200, request: () => ({ url }) });

/** Authorization-matrix cases of the internal reports (decision 0056; merged into ROUTE_CASES). */
export const INTERNAL_REPORTS_CASES: Record<string, Case> = {
  'GET /api/lookups/canceled-properties': read('/api/lookups/canceled-properties'),
  'GET /api/lookups/canceled-properties/export': read('/api/lookups/canceled-properties/export'),
  'GET /api/lookups/past-due-datalog-properties': read('/api/lookups/past-due-datalog-properties'),
  'GET /api/lookups/past-due-datalog-properties/export': read('/api/lookups/past-due-datalog-properties/export'),
  'GET /api/reports/platinum': read('/api/reports/platinum'),
  'GET /api/reports/platinum/export': read('/api/reports/platinum/export'),
};
