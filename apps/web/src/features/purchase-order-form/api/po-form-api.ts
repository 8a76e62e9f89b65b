import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderCreate } from '@kc/domain/purchase-orders/schemas';
import { PurchaseOrderPageSchema } from '@kc/domain/purchase-orders/search';
import { PurchaseOrderLookupsSchema, PurchaseOrderSchema } from '@kc/domain/purchase-orders/views';
import { apiRequest } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

/** Query keys of the order form: the form's look-ups, one order, one property's drafts. */
export const poFormKeys = {
  all: ['purchase-order-form'] as const,
  lookups: () => ['purchase-order-form', 'lookups'] as const,
  order: (poId: number) => ['purchase-order-form', 'order', poId] as const,
  drafts: (propertyId: number) => ['purchase-order-form', 'drafts', propertyId] as const,
};

export const poLookupsQueryOptions = () =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: poFormKeys.lookups(),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => apiRequest('/api/purchase-orders/lookups', { schema: PurchaseOrderLookupsSchema, signal }),
  });

export const poOrderQueryOptions = (poId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: poFormKeys.order(poId),
    queryFn: ({ signal }) => apiRequest(`/api/purchase-orders/${poId}`, { schema: PurchaseOrderSchema, signal }),
  });

/** The property's drafts, to resume one instead of starting again. */
export const poDraftsQueryOptions = (propertyId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: poFormKeys.drafts(propertyId),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(`/api/purchase-orders?propertyId=${propertyId}&includeDrafts=true`, {
        schema: PurchaseOrderPageSchema,
        signal,
      });
      return page.rows.filter((row) => row.draft);
    },
  });

/** Create (no poId) or save an order: a draft, a submission or an edit. Field errors are the form's to show. */
export function useSavePurchaseOrder(propertyId: number, poId?: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseOrderCreate & { version?: number }) =>
      poId === undefined
        ? apiRequest(`/api/properties/${propertyId}/purchase-orders`, {
            method: 'POST',
            body,
            schema: PurchaseOrderSchema,
            silent: true,
          })
        : apiRequest(`/api/purchase-orders/${poId}`, {
            method: 'PUT',
            body,
            schema: PurchaseOrderSchema,
            silent: true,
          }),
    onSuccess: async (saved) => {
      qc.setQueryData(poFormKeys.order(saved.id), saved);
      await qc.invalidateQueries({ queryKey: poFormKeys.drafts(saved.propertyInformation.property.id) });
    },
  });
}
