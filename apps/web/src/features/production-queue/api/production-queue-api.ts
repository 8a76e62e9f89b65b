import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ProductionQueueRowSchema, type ProductionQueueRow } from '@kc/domain/purchase-orders/search';
import type { ProductionQueueFilter, ProductionQueueSort } from '@kc/domain/purchase-orders/production-queue';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import type { ProductionAction } from './production-actions.ts';
import { viewerTimeZone } from '#web/lib/viewer-time-zone.ts';

const QUEUE = '/api/production-queue';
const rowsSchema = z.array(ProductionQueueRowSchema);

export const productionQueueKeys = {
  all: ['production-queue'] as const,
};

/** Every open order with its milestones (decision 0054); the page filters and sorts them itself (decision 0061). */
export const productionQueueQueryOptions = queryOptions({
  ...LOADED_QUERY,
  queryKey: productionQueueKeys.all,
  queryFn: ({ signal }) => apiRequest(QUEUE, { schema: rowsSchema, signal }),
});

/** One order's row as the server has it now: null once it has left the queue (installed, deleted). */
async function fetchRow(poId: number): Promise<ProductionQueueRow | null> {
  const rows = await apiRequest(`${QUEUE}?purchaseOrderId=${poId}`, { schema: rowsSchema, silent: true });
  return rows[0] ?? null;
}

/** The queue with one row replaced by the server's (or removed), in place, so the page keeps its order and filters. */
export function replaceRow(
  rows: readonly ProductionQueueRow[],
  poId: number,
  fresh: ProductionQueueRow | null,
): ProductionQueueRow[] {
  return fresh ? rows.map((r) => (r.id === poId ? fresh : r)) : rows.filter((r) => r.id !== poId);
}

/** Reads the order's row again and puts it in the cached queue; returns it (null when it left the queue). */
export async function refreshRow(queryClient: QueryClient, poId: number): Promise<ProductionQueueRow | null> {
  const fresh = await fetchRow(poId);
  queryClient.setQueryData<ProductionQueueRow[]>(productionQueueKeys.all, (rows) =>
    rows ? replaceRow(rows, poId, fresh) : rows,
  );
  return fresh;
}

/**
 * Runs a production action through its endpoint (decision 0054), naming the status the page saw so a stale row
 * answers 409. Silent: the page shows the outcome itself.
 */
export async function runProductionAction(
  action: ProductionAction,
  row: Pick<ProductionQueueRow, 'id' | 'statusId'>,
  text?: string,
): Promise<void> {
  const base = `/api/purchase-orders/${row.id}`;
  const from = row.statusId;
  switch (action.kind) {
    case 'file-created':
      await apiRequest(`${base}/file-created`, { method: 'PUT', body: { fromStatusId: from }, silent: true });
      return;
    case 'action-completed':
      await apiRequest(`${base}/action-completed`, { method: 'PUT', body: { action: text ?? '' }, silent: true });
      return;
    case 'advance':
      await apiRequest(`${base}/status`, {
        method: 'POST',
        body: { fromStatusId: from, toStatusId: action.to },
        silent: true,
      });
  }
}

/** The export's query: the page's filters and sort, and this browser's time zone. */
export function exportQuery(
  filter: ProductionQueueFilter & { purchaseOrderStatuses?: number[] },
  sort: ProductionQueueSort,
  timeZone: string,
): string {
  const params = new URLSearchParams();
  if (filter.purchaseOrderStatuses?.length) params.set('purchaseOrderStatuses', filter.purchaseOrderStatuses.join(','));
  for (const key of ['q', 'representative', 'reached', 'missing'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  params.set('sort', sort.id);
  if (sort.desc) params.set('desc', 'true');
  params.set('timeZone', timeZone);
  return `?${params.toString()}`;
}

/** Downloads the queue's Excel file (the rows the page shows, in its order) under the server's name. */
export async function downloadProductionQueue(
  filter: ProductionQueueFilter & { purchaseOrderStatuses?: number[] },
  sort: ProductionQueueSort,
): Promise<string> {
  const timeZone = viewerTimeZone();
  const res = await apiFetch(`${QUEUE}/export${exportQuery(filter, sort, timeZone)}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'production-queue.xlsx';
  saveBlob(await res.blob(), name);
  return name;
}
