import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AgreementEmailResultSchema } from '@kc/domain/purchase-orders/agreement';
import { PurchaseOrderSchema, StatusInformationSchema } from '@kc/domain/purchase-orders/views';
import { apiFetch, apiRequest, saveBlob } from '#web/lib/api-client.ts';
import { LOADED_QUERY } from '#web/lib/route-data.ts';

/** One order's keys under the purchase orders' root, so a change anywhere to orders refreshes these too. */
export const agreementKeys = {
  order: (poId: number) => ['purchase-orders', 'detail', poId] as const,
  statusInformation: (poId: number) => ['purchase-orders', 'detail', poId, 'status-information'] as const,
};

export const purchaseOrderQueryOptions = (poId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: agreementKeys.order(poId),
    queryFn: ({ signal }) => apiRequest(`/api/purchase-orders/${poId}`, { schema: PurchaseOrderSchema, signal }),
  });

export const statusInformationQueryOptions = (poId: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: agreementKeys.statusInformation(poId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/purchase-orders/${poId}/status-information`, { schema: StatusInformationSchema, signal }),
  });

export const agreementPdfPath = (poId: number) => `/api/purchase-orders/${poId}/agreement.pdf`;
/** The printer-layout page of the agreement (decision 0060): /print?purchaseOrderId=N. */
export const agreementPrintHref = (poId: number) => `/print?purchaseOrderId=${poId}`;

/** Downloads the server's PDF of the agreement under its own name (the call needs the session's token). */
export async function downloadAgreementPdf(poId: number): Promise<string> {
  const res = await apiFetch(agreementPdfPath(poId));
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `purchase-order-${poId}.pdf`;
  saveBlob(await res.blob(), name);
  return name;
}

/** "E-mail purchase order": the server queues the agreement PDF to the billing e-mail; the history gains a line. */
export function useEmailAgreement(poId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/purchase-orders/${poId}/agreement-email`, {
        method: 'POST',
        schema: AgreementEmailResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.statusInformation(poId) }),
  });
}
