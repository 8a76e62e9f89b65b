import { PO_TYPE } from '@kc/domain/purchase-orders/catalog';
import { readPoPage, readPoSearch, type PoSearch, type PoVariant } from './po-search-params.ts';

/** The six list pages (spec 001 §2), each one search of decision 0054. */
export type PoListKind = 'main' | 'accounting' | 'general' | 'sales' | 'conversions' | 'verified';

interface PageConfig {
  variant: PoVariant;
  /** A look-up: the filter form, its values in the URL. */
  filters: boolean;
  /** What the page always asks for, whatever the URL says. */
  fixed?: PoSearch;
}

export const PO_LIST_PAGES: Record<PoListKind, PageConfig> = {
  main: { variant: 'main', filters: false },
  accounting: { variant: 'accounting', filters: false },
  general: { variant: 'general', filters: true },
  sales: { variant: 'sales', filters: true },
  // The server fixes the type too (decision 0054); fixed here so a stray typeId in the URL is not sent.
  conversions: { variant: 'conversions', filters: true, fixed: { typeId: PO_TYPE.conversion } },
  // Decision 0058: "verified" is the production-queue milestone "Units verified", status 6.
  verified: { variant: 'main', filters: false, fixed: { purchaseOrderStatuses: [6] } },
};

/** The search a page sends: its filters from the URL (look-ups only), the page, and what the page fixes. */
export function pageSearch(kind: PoListKind, search: PoSearch): PoSearch {
  const config = PO_LIST_PAGES[kind];
  const base: PoSearch = config.filters ? { ...search } : { page: search.page };
  return { ...base, ...config.fixed };
}

/** What a page reads from its URL: every filter on a look-up, only the page elsewhere. */
export const readPageQuery = (kind: PoListKind, query: Record<string, unknown>): PoSearch =>
  PO_LIST_PAGES[kind].filters ? readPoSearch(query) : readPoPage(query);
