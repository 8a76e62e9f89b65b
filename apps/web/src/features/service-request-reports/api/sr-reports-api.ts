import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ClosedReportRowSchema,
  OpenReportOptionsSchema,
  OpenReportRowSchema,
  OpenReportUpdateResultSchema,
  SummaryReportSchema,
  TechnicianReportRowSchema,
  type ClosedReportQuery,
  type OpenReportQuery,
  type OpenReportUpdate,
  type SummaryReportQuery,
} from '@kc/domain/service-requests/reports';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';

/** The service-request reports' API (decision 0066). */
const BASE = '/api/service-requests/reports';

export const srReportKeys = {
  all: ['service-request-reports'] as const,
  options: (from: string) => ['service-request-reports', 'open-options', from] as const,
  open: (q: OpenReportQuery) => ['service-request-reports', 'open', q] as const,
  closed: (q: ClosedReportQuery) => ['service-request-reports', 'closed', q] as const,
  summary: (q: SummaryReportQuery) => ['service-request-reports', 'summary', q] as const,
  technicians: (year: number) => ['service-request-reports', 'technicians', year] as const,
};

const qs = (q: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  return `?${p.toString()}`;
};

export const openOptionsQueryOptions = (from: string) =>
  queryOptions({
    queryKey: srReportKeys.options(from),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/open/options${qs({ from })}`, { schema: OpenReportOptionsSchema, signal }),
  });

export const openReportQueryOptions = (q: OpenReportQuery) =>
  queryOptions({
    queryKey: srReportKeys.open(q),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/open`, { method: 'POST', body: q, schema: z.array(OpenReportRowSchema), signal }),
  });

/** The one bulk update; silent, as the page shows its own toasts (spec 001 §7, §8). */
export const updateOpenRequests = (body: OpenReportUpdate) =>
  apiRequest(`${BASE}/open`, { method: 'PUT', body, schema: OpenReportUpdateResultSchema, silent: true });

/** After a save every report may count differently. */
export const invalidateSrReports = (client: QueryClient) => client.invalidateQueries({ queryKey: srReportKeys.all });

export const closedReportQueryOptions = (q: ClosedReportQuery) =>
  queryOptions({
    queryKey: srReportKeys.closed(q),
    queryFn: ({ signal }) => apiRequest(`${BASE}/closed${qs(q)}`, { schema: z.array(ClosedReportRowSchema), signal }),
  });

export const summaryReportQueryOptions = (q: SummaryReportQuery) =>
  queryOptions({
    queryKey: srReportKeys.summary(q),
    queryFn: ({ signal }) => apiRequest(`${BASE}/summary${qs(q)}`, { schema: SummaryReportSchema, signal }),
  });

export const technicianReportQueryOptions = (year: number) =>
  queryOptions({
    queryKey: srReportKeys.technicians(year),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/technicians${qs({ year })}`, { schema: z.array(TechnicianReportRowSchema), signal }),
  });

export type ExportableReport = 'closed' | 'summary' | 'technicians';

/** Downloads a report's Excel file (dates in this browser's time zone) under the server's name. */
export async function downloadSrReport(
  kind: ExportableReport,
  query: Record<string, string | number | undefined>,
): Promise<void> {
  const timeZone = viewerTimeZone();
  const res = await apiFetch(`${BASE}/${kind}/export${qs({ ...query, timeZone })}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `${kind}.xlsx`;
  saveBlob(await res.blob(), name);
}
