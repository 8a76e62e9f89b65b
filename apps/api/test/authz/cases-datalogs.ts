import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

/** Authorization-matrix cases of the datalogs routes (merged into ROUTE_CASES). */
export const DATALOGS_CASES: Record<string, RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> }> = {};
