import type { PermissionKey } from '../permissions.ts';

/**
 * The purchase-order rights (decision 0053), in a file of their own with no other import: the web's route
 * definitions read them, and those load with every page, the sign-in page included (decision 0057).
 */
/** The right that moves production milestones (decision 0053: the spec names none). */
export const PRODUCTION_RIGHT: PermissionKey = 'PurchaseOrder-Production_UPDATE';
export const DECISION_RIGHT: PermissionKey = 'PurchaseOrder-ManagementDecision_UPDATE';
export const DELETE_RIGHT: PermissionKey = 'PurchaseOrder_DELETE';
export const CUSTOMER_NUMBER_RIGHT: PermissionKey = 'Property_UPDATE';
export const ACCOUNTING_RIGHT: PermissionKey = 'PurchaseOrder-LandingPage-Accounting_UI';
export const EDIT_RIGHT: PermissionKey = 'PurchaseOrder-LandingPage_UI';

/** Lists and look-ups (GET /api/purchase-orders and the web's list routes): sales (landing page), accounting or production. */
export const LIST_RIGHTS: readonly PermissionKey[] = [EDIT_RIGHT, ACCOUNTING_RIGHT, PRODUCTION_RIGHT];
