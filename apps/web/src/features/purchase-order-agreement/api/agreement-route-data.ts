import type { QueryClient } from '@tanstack/react-query';
import { ensureQueries } from '#web/lib/route-data.ts';
import { purchaseOrderQueryOptions, statusInformationQueryOptions } from './agreement-api.ts';
import { parsePoId } from './status-view.ts';

/** The loader of /purchase-orders/status/{poId}: the order and its status information, in parallel. */
export function loadPurchaseOrderStatus(queryClient: QueryClient, rawPoId: string) {
  const id = parsePoId(rawPoId);
  if (id === null) return;
  return ensureQueries(queryClient, [purchaseOrderQueryOptions(id), statusInformationQueryOptions(id)]);
}

/** The loader of /print?purchaseOrderId=N: the order the agreement is made from. */
export function loadAgreement(queryClient: QueryClient, poId: number | undefined) {
  if (poId === undefined) return;
  return ensureQueries(queryClient, [purchaseOrderQueryOptions(poId)]);
}
