import {
  CanceledPropertyRowSchema,
  PastDueDatalogRowSchema,
  PlatinumPropertyRowSchema,
  type CancellationFilter,
  type InternalReportKind,
  type PastDueFilter,
  type PlatinumFilter,
} from '@kc/domain/internal-reports';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';

/** The API of each report (spec 000 §7.3 lookups, §7.4 report "platinum"); its export is the same path + /export. */
const ENDPOINT: Record<InternalReportKind, string> = {
  cancellation: '/api/lookups/canceled-properties',
  'past-due-datalogs': '/api/lookups/past-due-datalog-properties',
  'platinum-datalogs': '/api/reports/platinum',
};

type Filter = Record<string, string | number | undefined>;

export const internalReportKeys = {
  all: ['internal-reports'] as const,
  list: (kind: InternalReportKind, filter: Filter) => ['internal-reports', kind, filter] as const,
};

/** The filter as a query string, leaving out what is not set. */
export function filterQuery(filter: Filter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const listOptions = <S extends z.ZodMiniType>(kind: InternalReportKind, filter: Filter, row: S) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: internalReportKeys.list(kind, filter),
    queryFn: ({ signal }) => apiRequest(`${ENDPOINT[kind]}${filterQuery(filter)}`, { schema: z.array(row), signal }),
  });

export const canceledPropertiesQueryOptions = (filter: Partial<CancellationFilter>) =>
  listOptions('cancellation', filter, CanceledPropertyRowSchema);
export const pastDueDatalogsQueryOptions = (filter: Partial<PastDueFilter>) =>
  listOptions('past-due-datalogs', filter, PastDueDatalogRowSchema);
export const platinumPropertiesQueryOptions = (filter: Partial<PlatinumFilter>) =>
  listOptions('platinum-datalogs', filter, PlatinumPropertyRowSchema);

/** Downloads the report's Excel file (same filter, dates in this browser's time zone) under the server's name. */
export async function downloadInternalReport(kind: InternalReportKind, filter: Filter): Promise<string> {
  const timeZone = viewerTimeZone();
  const res = await apiFetch(`${ENDPOINT[kind]}/export${filterQuery({ ...filter, timeZone })}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `${kind}.xlsx`;
  saveBlob(await res.blob(), name);
  return name;
}
