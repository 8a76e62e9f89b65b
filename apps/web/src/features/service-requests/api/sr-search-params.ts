import { SR_STATUS_IDS } from '@kc/domain/service-requests/rules';
import { searchId } from '#web/lib/search-params.ts';

// The list's filters in the URL (so a filtered list can be bookmarked, shared and reloaded) and the API's query string
// for them (SrSearchSchema of decision 0063). A value of the wrong kind reads as absent: a hand-edited link never ends
// on an error page.

/** `open` (every open status, the default), `all`, or one status id. */
export type SrStatusFilter = 'open' | 'all' | number;

/** The filters (a type, not an interface, so the router takes it as a search). */
export type SrListSearch = {
  status?: SrStatusFilter;
  typeId?: number;
  /** 0: nobody assigned. */
  assigneeId?: number;
  propertyId?: number;
  corporationId?: number;
  /** Calendar days (YYYY-MM-DD) where the user is: from the start of `from` to the end of `to`. */
  from?: string;
  to?: string;
  mine?: boolean;
  page?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2026-02-30 would roll over to March, so it must read back as written. */
function day(v: unknown): string | undefined {
  if (typeof v !== 'string' || !DAY.test(v)) return undefined;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) ? v : undefined;
}

function status(v: unknown): SrStatusFilter | undefined {
  if (v === 'open' || v === 'all') return v;
  const id = searchId(v);
  return id !== undefined && (SR_STATUS_IDS as number[]).includes(id) ? id : undefined;
}

function assignee(v: unknown): number | undefined {
  if (v === 0 || v === '0') return 0;
  return searchId(v);
}

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The URL's query string (as the router parsed it) to the filters it holds; the defaults are left out. */
export function readSrSearch(raw: Record<string, unknown>): SrListSearch {
  const page = searchId(raw.page);
  const s = status(raw.status);
  return compact({
    status: s === 'open' ? undefined : s,
    typeId: searchId(raw.typeId),
    assigneeId: assignee(raw.assigneeId),
    propertyId: searchId(raw.propertyId),
    corporationId: searchId(raw.corporationId),
    from: day(raw.from),
    to: day(raw.to),
    mine: raw.mine === true || raw.mine === 'true' || undefined,
    page: page !== undefined && page > 1 && page <= 100_000 ? page : undefined,
  });
}

/** The start of a local calendar day, or the end of one, as the API's ISO date-time. */
export const dayStart = (d: string) => new Date(`${d}T00:00:00.000`).toISOString();
export const dayEnd = (d: string) => new Date(`${d}T23:59:59.999`).toISOString();

/** The API's query string (GET /api/service-requests): the filters, the caller's pins first, the page. */
export function srSearchQuery(search: SrListSearch): string {
  const p = new URLSearchParams();
  const status = search.status ?? 'open';
  if (status === 'open') p.set('open', 'true');
  else if (status !== 'all') p.set('statusIds', String(status));
  for (const key of ['typeId', 'assigneeId', 'propertyId', 'corporationId'] as const) {
    const v = search[key];
    if (v !== undefined) p.set(key, String(v));
  }
  // A range given backwards is read the right way round rather than refused.
  const [from, to] =
    search.from && search.to && search.from > search.to ? [search.to, search.from] : [search.from, search.to];
  if (from) p.set('from', dayStart(from));
  if (to) p.set('to', dayEnd(to));
  if (search.mine) p.set('mine', 'true');
  p.set('pinnedFirst', 'true');
  p.set('page', String(search.page ?? 1));
  return `?${p.toString()}`;
}

/** How many filters the URL sets (the phone's "Filters (2)" button); the page does not count. */
export const activeFilterCount = (search: SrListSearch): number =>
  Object.keys(compact({ ...search, page: undefined })).length;
