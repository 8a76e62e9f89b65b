import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

/** Authorization-matrix cases of the badges routes (merged into ROUTE_CASES). */
export const BADGES_CASES: Record<string, RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> }> = {};
