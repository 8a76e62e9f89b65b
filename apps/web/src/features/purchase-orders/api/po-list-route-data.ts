import type { QueryClient } from '@tanstack/react-query';
import { ensureQueries } from '#web/lib/route-data.ts';
import { PO_LIST_PAGES, pageSearch, readPageQuery, type PoListKind } from './po-list-pages.ts';
import type { PoQuery } from './po-route.ts';
import { purchaseOrderSearchQueryOptions } from './purchase-orders-api.ts';

/** The loader of a list page: the page of orders its URL asks for (decision 0025). */
export function loadPoList(queryClient: QueryClient, kind: PoListKind, query: PoQuery) {
  return ensureQueries(queryClient, [
    purchaseOrderSearchQueryOptions(PO_LIST_PAGES[kind].variant, pageSearch(kind, readPageQuery(kind, query))),
  ]);
}
