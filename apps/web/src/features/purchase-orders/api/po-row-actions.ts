import { can } from '@kc/domain/can';
import type { PurchaseOrderRow } from '@kc/domain/purchase-orders/search';
import {
  ACCOUNTING_RIGHT,
  DECISION_RIGHT,
  DELETE_RIGHT,
  approveOffered,
  canAssignCustomerNumber,
  canInvoice,
  deleteOffered,
} from '@kc/domain/purchase-orders/status';

type Rights = Readonly<Partial<Record<string, boolean>>> | null | undefined;

/** What a list row offers its viewer; every rule is the domain's (spec 001 §4, decision 0052). */
export interface PoRowActions {
  approve: boolean;
  delete: boolean;
  /** The customer number may be typed in the row (Property_UPDATE, the row has none, the order is approved). */
  customerNumber: boolean;
  /** Accounting may mark the order Invoiced (accounting page only). */
  invoice: boolean;
}

export function poRowActions(row: PurchaseOrderRow, rights: Rights, accounting = false): PoRowActions {
  return {
    approve: approveOffered(row, rights),
    // A deleted row (shown only when asked for) has nothing to delete.
    delete: !row.disabled && deleteOffered(row, rights),
    customerNumber: canAssignCustomerNumber(row, row.customerNumber, rights).ok,
    invoice: accounting && canInvoice(row.accountingStatusId, row, rights).ok,
  };
}

/**
 * Spec 001 §2: the list has an actions column only for users with the decision or delete right; the accounting page
 * also for accounting (its Invoiced action).
 */
export function hasActionsColumn(rights: Rights, accounting = false): boolean {
  return can(rights, DECISION_RIGHT) || can(rights, DELETE_RIGHT) || (accounting && can(rights, ACCOUNTING_RIGHT));
}

/** About how wide the actions column's buttons are, so the list turns to cards before its table would overflow. */
export function actionsColumnWidth(rights: Rights, accounting = false): number {
  if (!hasActionsColumn(rights, accounting)) return 0;
  const decision = can(rights, DECISION_RIGHT);
  return (
    (decision ? 100 : 0) +
    (decision || can(rights, DELETE_RIGHT) ? 80 : 0) +
    (accounting && can(rights, ACCOUNTING_RIGHT) ? 100 : 0)
  );
}
