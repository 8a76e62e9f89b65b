import { searchId, searchText } from '#web/lib/search-params.ts';

// The purchase-order lists' query string (spec 001 §7 search payload, decision 0054): read by the routes'
// validateSearch, which loads with every page, so plain functions only (decision 0057). A value of the wrong kind
// reads as absent: a hand-edited or old link never ends on an error page. The server validates the same names again.

/** The status and type id ranges of packages/domain (PO_STATUS_IDS 1-8, PO_TYPE_IDS 1-4; po-search-params.test.ts). */
const STATUS_IDS = { min: 1, max: 8 } as const;
const TYPE_IDS = { min: 1, max: 4 } as const;
/** The server's text limits (PurchaseOrderSearchSchema); longer is cut rather than refused. */
const TEXT_LIMITS = { propertyName: 120, propertyCode: 40, corporationName: 120, customerNumber: 40 } as const;
export type PoTextFilter = keyof typeof TEXT_LIMITS;
export const PO_TEXT_FILTERS = Object.keys(TEXT_LIMITS) as PoTextFilter[];

/** The filters a look-up keeps in its URL, and the page of the list (a type, so the router takes it as a search). */
export type PoSearch = {
  representativeId?: number;
  year?: number;
  month?: number;
  propertyName?: string;
  propertyCode?: string;
  corporationName?: string;
  customerNumber?: string;
  purchaseOrderStatuses?: number[];
  last60Days?: boolean;
  otherReps?: boolean;
  typeId?: number;
  managerApproved?: boolean;
  page?: number;
};

function intIn(value: unknown, min: number, max: number): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** true/false, also as the text "true"/"1" (a hand-written link); anything else is absent. */
function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** `[1,6]` (the router's form), `"1,6"` (the API's form) or `1`: the known status ids, once each, in order. */
function statusIds(value: unknown): number[] | undefined {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = parts.map((v) => intIn(v, STATUS_IDS.min, STATUS_IDS.max)).filter((v) => v !== undefined);
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length ? unique : undefined;
}

/** Drops the keys whose value is undefined (the router writes every key it is given). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The routes' validateSearch: the raw query string (as the router parsed it) to the filters it holds. */
export function readPoSearch(raw: Record<string, unknown>): PoSearch {
  const text = (key: PoTextFilter) => searchText(raw[key])?.trim().slice(0, TEXT_LIMITS[key]) || undefined;
  const last60Days = flag(raw.last60Days);
  const otherReps = flag(raw.otherReps);
  const page = intIn(raw.page, 1, 100_000);
  return compact({
    representativeId: searchId(raw.representativeId),
    year: intIn(raw.year, 2000, 2100),
    month: intIn(raw.month, 1, 12),
    propertyName: text('propertyName'),
    propertyCode: text('propertyCode'),
    corporationName: text('corporationName'),
    customerNumber: text('customerNumber'),
    purchaseOrderStatuses: statusIds(raw.purchaseOrderStatuses),
    // "false" is the same as absent for these two: only true changes the search.
    last60Days: last60Days || undefined,
    otherReps: otherReps || undefined,
    typeId: intIn(raw.typeId, TYPE_IDS.min, TYPE_IDS.max),
    managerApproved: flag(raw.managerApproved),
    page: page === 1 ? undefined : page,
  });
}

/** The lists without a filter form keep only their page in the URL. */
export function readPoPage(raw: Record<string, unknown>): Pick<PoSearch, 'page'> {
  const { page } = readPoSearch({ page: raw.page });
  return page === undefined ? {} : { page };
}

/** Which search of decision 0054 a page asks for. */
export type PoVariant = 'main' | 'sales' | 'conversions' | 'general' | 'accounting';

/** The API's query string for a page's search: the variant, then every filter set (statuses comma-separated). */
export function poSearchQuery(variant: PoVariant, search: PoSearch): string {
  const params = new URLSearchParams({ variant });
  for (const [key, value] of Object.entries(compact(search))) {
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `?${params.toString()}`;
}

/** Whether any filter (not the page) is set: the look-ups say "set a filter" rather than list everything. */
export const hasPoFilters = (search: PoSearch): boolean =>
  Object.keys(compact({ ...search, page: undefined })).length > 0;
