import {
  ActivityInfoSchema,
  KeyReceiptSchema,
  NamedItemSchema,
  PropertyKeyControlInfoSchema,
  ReportPageSchema,
  type ReportCriteriaInput,
  type ReportKind,
} from '@kc/domain/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';

export const reportKeys = {
  all: ['reports'] as const,
  property: (propertyId: number) => ['reports', propertyId] as const,
};

export const keyControlInfoQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...reportKeys.property(propertyId), 'info'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/info`, { schema: PropertyKeyControlInfoSchema, signal }),
    staleTime: 60_000,
  });

export const activitiesQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...reportKeys.property(propertyId), 'activities'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/activities`, {
        schema: z.array(ActivityInfoSchema),
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });

export const unitsQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...reportKeys.property(propertyId), 'units'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/units`, { schema: z.array(NamedItemSchema), signal }),
    staleTime: 5 * 60_000,
  });

export const employeesQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: [...reportKeys.property(propertyId), 'employees'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/employees`, { schema: z.array(NamedItemSchema), signal }),
    staleTime: 5 * 60_000,
  });

export const reportQueryOptions = (propertyId: number, kind: ReportKind, criteria: ReportCriteriaInput, page: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...reportKeys.property(propertyId), 'run', kind, criteria, page] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/${kind}`, {
        method: 'POST',
        body: { criteria, page },
        schema: ReportPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const keyReceiptQueryOptions = (propertyId: number, receiptId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: [...reportKeys.property(propertyId), 'receipt', receiptId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${propertyId}/key-receipts/${receiptId}`, { schema: KeyReceiptSchema, signal }),
    staleTime: 5 * 60_000,
  });

/** The properties an external login reaches (the header's list; same cache entry). */

/**
 * Downloads the report's Excel file. The API streams it; apiRequest reads JSON only, so this sends the same
 * bearer (and impersonation) headers itself and saves the blob under the server's file name.
 */
export async function downloadReport(
  propertyId: number,
  kind: ReportKind,
  criteria: ReportCriteriaInput,
): Promise<string> {
  const timeZone = viewerTimeZone();
  const res = await apiFetch(`/api/reports/${propertyId}/${kind}/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ criteria, timeZone }),
  });
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'report.xlsx';
  saveBlob(await res.blob(), name);
  return name;
}
