import type { RouteCase } from './expectations.ts';
import type { CellInput, RequestSpec } from './cases.ts';

type Case = RouteCase & { request: (cell: CellInput) => RequestSpec | Promise<RequestSpec> };

const BASE = '/api/service-requests/reports';
const read = (url: string): Case => ({ success: 200, request: () => ({ url }) });
const range = { from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' };

/** Authorization-matrix cases of the service-request reports (decision 0066; merged into ROUTE_CASES). */
export const SR_REPORTS_CASES: Record<string, Case> = {
  [`GET ${BASE}/open/options`]: read(`${BASE}/open/options?from=${range.from}`),
  [`POST ${BASE}/open`]: { success: 200, request: () => ({ url: `${BASE}/open`, payload: range }) },
  // An empty update changes nothing (the matrix must not move demo requests).
  [`PUT ${BASE}/open`]: { success: 200, request: () => ({ url: `${BASE}/open`, payload: { items: [] } }) },
  [`GET ${BASE}/closed`]: read(`${BASE}/closed?fromDate=2026-01-01&toDate=2026-01-31`),
  [`GET ${BASE}/closed/export`]: read(`${BASE}/closed/export?fromDate=2026-01-01&toDate=2026-01-31`),
  [`GET ${BASE}/summary`]: read(`${BASE}/summary?period=month&start=2026-01-01`),
  [`GET ${BASE}/summary/export`]: read(`${BASE}/summary/export?period=month&start=2026-01-01`),
  [`GET ${BASE}/technicians`]: read(`${BASE}/technicians?year=2026`),
  [`GET ${BASE}/technicians/export`]: read(`${BASE}/technicians/export?year=2026`),
};
