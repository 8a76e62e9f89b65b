import type { PermissionKey } from '@kc/domain/permissions';
import { SR_STAFF_RIGHT } from '@kc/domain/service-requests/rights';

// What the service-request routes' definitions need. Route definitions load with every page, the sign-in page
// included (decision 0057), so this file stays tiny: the rights come from the domain's rights file (no other import),
// and the query string is read by the page's own chunk (sr-search-params.ts), not here.

/** The list, add and detail pages: provider staff with the Requests right (spec 000 §2.5). */
export const SR_PAGE_RIGHTS: readonly PermissionKey[] = [SR_STAFF_RIGHT];

/** The query string as the router parsed it; the list's loader and page read it (readSrSearch). */
export type SrQuery = Record<string, unknown>;
export const keepSrQuery = (search: Record<string, unknown>): SrQuery => search;
