import type { PermissionKey } from '@kc/domain/permissions';

// The rights the purchase-order list routes' guards ask for. Guards load with every page (decision 0057), so these are
// the keys themselves rather than an import of the status module; po-row-actions.test.ts holds them equal to the
// domain's constants, which the API's routes use (decision 0054).

/** Lists and look-ups: sales (landing page), accounting or production, as GET /api/purchase-orders asks. */
export const PO_LIST_RIGHTS: readonly PermissionKey[] = [
  'PurchaseOrder-LandingPage_UI',
  'PurchaseOrder-LandingPage-Accounting_UI',
  'PurchaseOrder-Production_UPDATE',
];
/** /purchase-orders/accounting: the accounting landing page's right (spec 000 §2.3 "Orders (accounting)"). */
export const PO_ACCOUNTING_RIGHTS: readonly PermissionKey[] = ['PurchaseOrder-LandingPage-Accounting_UI'];
