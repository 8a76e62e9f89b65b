import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PurchaseOrderPageSchema,
  type PurchaseOrderPage,
  type PurchaseOrderRow,
} from '@kc/domain/purchase-orders/search';
import { PurchaseOrderLookupsSchema, PurchaseOrderSchema, type PurchaseOrder } from '@kc/domain/purchase-orders/views';
import { PO_ACCOUNTING_STATUS } from '@kc/domain/purchase-orders/status';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';
import { poSearchQuery, type PoSearch, type PoVariant } from './po-search-params.ts';

// The order lists' calls (decision 0054): search, the look-ups' choices, and the row actions. Every change refreshes
// the whole 'purchase-orders' area: an approval moves an order between lists, look-ups and the production queue.

export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  lists: ['purchase-orders', 'list'] as const,
  list: (variant: PoVariant, search: PoSearch) => ['purchase-orders', 'list', variant, search] as const,
  lookups: ['purchase-orders', 'lookups'] as const,
};

export const purchaseOrderSearchQueryOptions = (variant: PoVariant, search: PoSearch) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: purchaseOrderKeys.list(variant, search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/purchase-orders${poSearchQuery(variant, search)}`, { schema: PurchaseOrderPageSchema, signal }),
  });

/** Statuses, types and representatives for the look-ups' filters (the order form reads the same answer). */
export const purchaseOrderLookupsQueryOptions = queryOptions({
  queryKey: purchaseOrderKeys.lookups,
  queryFn: ({ signal }) => apiRequest('/api/purchase-orders/lookups', { schema: PurchaseOrderLookupsSchema, signal }),
  staleTime: 10 * 60_000,
});

/** A list row brought up to date with the server's answer about its order (spec 001 §4: approve replaces the row). */
export function rowWithOrder(row: PurchaseOrderRow, order: PurchaseOrder): PurchaseOrderRow {
  return {
    ...row,
    customerNumber: order.propertyInformation.property.accountingCustomerNumber,
    statusId: order.statusId,
    statusName: order.statusName,
    accountingStatusId: order.accountingStatusId,
    accountingStatusName: order.accountingStatusName,
    lastAction: order.lastAction,
    draft: order.draft,
    disabled: order.disabled,
    totalCents: order.pricing.totalCents,
    version: order.version,
  };
}

function updateCachedRows(queryClient: QueryClient, change: (rows: PurchaseOrderRow[]) => PurchaseOrderRow[]): void {
  queryClient.setQueriesData<PurchaseOrderPage>({ queryKey: purchaseOrderKeys.lists }, (page) =>
    page ? { ...page, rows: change(page.rows) } : page,
  );
}

/** Replaces the order's rows on screen at once, then refetches the area (order, counts, other lists). */
function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: PurchaseOrder) => {
    updateCachedRows(queryClient, (rows) => rows.map((r) => (r.id === order.id ? rowWithOrder(r, order) : r)));
    void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
  };
}

/**
 * Silent: a failed approval closes the decision modal with no message (spec 001 §4); the lists refetch, so a row someone
 * else already approved or deleted shows where it stands.
 */
export function useApprovePurchaseOrder() {
  const queryClient = useQueryClient();
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/purchase-orders/${id}/approve`, { method: 'POST', schema: PurchaseOrderSchema, silent: true }),
    onSuccess: changed,
    onError: () => queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists }),
  });
}

/** Delete is "set disabled" (spec 001 §7); silent like approve. The row leaves the list at once. */
export function useDeletePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/purchase-orders/${id}/disabled`, {
        method: 'PUT',
        body: { disabled: true },
        schema: PurchaseOrderSchema,
        silent: true,
      }),
    onSuccess: (order) => {
      updateCachedRows(queryClient, (rows) => rows.filter((r) => r.id !== order.id));
      void queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: purchaseOrderKeys.lists }),
  });
}

/** The property's customer number, typed in a row (silent: the field shows what the server refused). */
export function useAssignCustomerNumber() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ id, customerNumber }: { id: number; customerNumber: string }) =>
      apiRequest(`/api/purchase-orders/${id}/customer-number`, {
        method: 'PUT',
        body: { customerNumber },
        schema: PurchaseOrderSchema,
        silent: true,
      }),
    onSuccess: changed,
  });
}

/** Accounting marks an order Invoiced (accounting status 2). */
export function useMarkInvoiced() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/purchase-orders/${id}/accounting-status`, {
        method: 'PUT',
        body: { accountingStatusId: PO_ACCOUNTING_STATUS.invoiced },
        schema: PurchaseOrderSchema,
      }),
    onSuccess: changed,
  });
}
