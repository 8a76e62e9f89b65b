import { searchId } from '#web/lib/search-params.ts';

/**
 * The print page's search: ?purchaseOrderId=N (a positive whole number), anything else is "nothing to print". Its own
 * file with only the plain reader: route definitions load with every page, the sign-in page included (decision 0057).
 */
export function parsePrintSearch(search: Record<string, unknown>): { purchaseOrderId?: number } {
  const id = searchId(search.purchaseOrderId);
  return id === undefined ? {} : { purchaseOrderId: id };
}
