import type { PermissionKey } from '@kc/domain/permissions';
import { ACCOUNTING_RIGHT, EDIT_RIGHT, LIST_RIGHTS } from '@kc/domain/purchase-orders/rights';

// What the purchase-order list routes' definitions need. Route definitions load with every page, the sign-in page
// included (decision 0057), so this file stays tiny: the rights come from the domain's rights file (no other import),
// and the query string is read by the page's own chunk (po-search-params.ts), not here.

/** Lists and look-ups: the rights GET /api/purchase-orders declares. */
export const PO_LIST_RIGHTS = LIST_RIGHTS;
/** Writing an order (the add and update-{product} pages): the order-entry landing page's right. */
export const PO_EDIT_RIGHTS: readonly PermissionKey[] = [EDIT_RIGHT];
/** /purchase-orders/accounting: the accounting landing page's right (spec 000 §2.3 "Orders (accounting)"). */
export const PO_ACCOUNTING_RIGHTS: readonly PermissionKey[] = [ACCOUNTING_RIGHT];

/** The query string as the router parsed it; the list's loader and page read it (readPoSearch / readPoPage). */
export type PoQuery = Record<string, unknown>;
export const keepPoQuery = (search: Record<string, unknown>): PoQuery => search;
