import type { PermissionKey } from '@kc/domain/permissions';

// What the purchase-order list routes' definitions need. Route definitions load with every page, the sign-in page
// included (decision 0057), so this file stays tiny: the rights are the keys themselves rather than an import of the
// status module (po-row-actions.test.ts holds them equal to the domain's constants, which the API's routes use,
// decision 0054), and the query string is read by the page's own chunk (po-search-params.ts), not here.

/** Lists and look-ups: sales (landing page), accounting or production, as GET /api/purchase-orders asks. */
export const PO_LIST_RIGHTS: readonly PermissionKey[] = [
  'PurchaseOrder-LandingPage_UI',
  'PurchaseOrder-LandingPage-Accounting_UI',
  'PurchaseOrder-Production_UPDATE',
];
/** /purchase-orders/accounting: the accounting landing page's right (spec 000 §2.3 "Orders (accounting)"). */
export const PO_ACCOUNTING_RIGHTS: readonly PermissionKey[] = ['PurchaseOrder-LandingPage-Accounting_UI'];

/** The query string as the router parsed it; the list's loader and page read it (readPoSearch / readPoPage). */
export type PoQuery = Record<string, unknown>;
export const keepPoQuery = (search: Record<string, unknown>): PoQuery => search;
