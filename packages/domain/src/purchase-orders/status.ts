import { can } from '../can.ts';
import type { PermissionKey } from '../permissions.ts';
import {
  ACCOUNTING_RIGHT,
  CUSTOMER_NUMBER_RIGHT,
  DECISION_RIGHT,
  DELETE_RIGHT,
  EDIT_RIGHT,
  PRODUCTION_RIGHT,
} from './rights.ts';

type Rights = Readonly<Partial<Record<string, boolean>>> | null | undefined;

/**
 * Spec 001 §4 / 000 §4: the purchase-order status ids, with the production-queue milestone each one stamps.
 * One table: names, milestones and the status-information page all read it.
 */
export const PO_STATUSES = [
  { id: 1, name: 'Awaiting Managerial Approval', milestone: 'PO created' },
  { id: 2, name: 'Manager Approved', milestone: 'Manager approved' },
  { id: 3, name: 'Customer Number Assigned', milestone: 'Customer number assigned' },
  { id: 4, name: 'File Created', milestone: 'File created' },
  { id: 5, name: 'Awaiting Customer Unit Entry', milestone: 'Sent for unit entry' },
  { id: 6, name: 'Customer Unit Entry Complete', milestone: 'Units verified' },
  { id: 7, name: 'Shipped', milestone: 'Shipped' },
  { id: 8, name: 'Installed', milestone: 'Installed' },
] as const;
export type PoStatusId = (typeof PO_STATUSES)[number]['id'];
export const PO_STATUS = {
  awaitingApproval: 1,
  managerApproved: 2,
  customerNumberAssigned: 3,
  fileCreated: 4,
  awaitingUnitEntry: 5,
  unitEntryComplete: 6,
  shipped: 7,
  installed: 8,
} as const satisfies Record<string, PoStatusId>;
export const PO_STATUS_IDS: PoStatusId[] = PO_STATUSES.map((s) => s.id);
export const isPoStatusId = (id: number): id is PoStatusId => PO_STATUS_IDS.includes(id as PoStatusId);
export const poStatusName = (id: number): string => PO_STATUSES.find((s) => s.id === id)?.name ?? `Status ${id}`;

/** Spec 000 §4: accounting status of an order (none until the customer number is assigned). */
export const PO_ACCOUNTING_STATUSES = [
  { id: 1, name: 'Customer # Assigned' },
  { id: 2, name: 'Invoiced' },
] as const;
export type PoAccountingStatusId = (typeof PO_ACCOUNTING_STATUSES)[number]['id'];
export const PO_ACCOUNTING_STATUS = { customerNumberAssigned: 1, invoiced: 2 } as const;
export const poAccountingStatusName = (id: number | null): string | null =>
  id === null ? null : (PO_ACCOUNTING_STATUSES.find((s) => s.id === id)?.name ?? null);

export { PRODUCTION_RIGHT, DECISION_RIGHT, DELETE_RIGHT, CUSTOMER_NUMBER_RIGHT, ACCOUNTING_RIGHT, EDIT_RIGHT };

/** How a transition is made: each has its own endpoint, so a caller cannot reach a step through another's door. */
export type PoTransitionVia = 'approve' | 'customer-number' | 'file-created' | 'advance' | 'unit-entry';

export interface PoTransition {
  from: PoStatusId;
  to: PoStatusId;
  via: PoTransitionVia;
  /** Any one of these rights allows the step (the customer's own unit-entry confirmation is checked where it is made). */
  rights: readonly PermissionKey[];
  /** Why a step that is not "the next status" is allowed (decision 0052). */
  exception?: string;
}

/**
 * Decision 0052: every allowed status change, as one table. Forward, one step at a time, except the two named
 * exceptions; nothing goes backwards (a mistake is corrected by deleting the order and writing a new one).
 */
export const PO_TRANSITIONS: readonly PoTransition[] = [
  { from: 1, to: 2, via: 'approve', rights: [DECISION_RIGHT] },
  {
    from: 1,
    to: 3,
    via: 'approve',
    rights: [DECISION_RIGHT],
    exception: 'The property already has a customer number: approving it also completes the customer-number step',
  },
  { from: 2, to: 3, via: 'customer-number', rights: [CUSTOMER_NUMBER_RIGHT] },
  { from: 3, to: 4, via: 'file-created', rights: [PRODUCTION_RIGHT] },
  { from: 4, to: 5, via: 'advance', rights: [PRODUCTION_RIGHT] },
  {
    from: 4,
    to: 6,
    via: 'advance',
    rights: [PRODUCTION_RIGHT],
    exception: 'Production entered the units itself (conversions, expansions): no customer unit entry is needed',
  },
  { from: 5, to: 6, via: 'unit-entry', rights: [PRODUCTION_RIGHT] },
  { from: 6, to: 7, via: 'advance', rights: [PRODUCTION_RIGHT] },
  { from: 7, to: 8, via: 'advance', rights: [PRODUCTION_RIGHT] },
];

export const findTransition = (from: number, to: number): PoTransition | undefined =>
  PO_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** The statuses an order may move to next from `from` (any door). */
export const nextStatuses = (from: number): PoStatusId[] =>
  PO_TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);

/** What an order is, for the rules below. */
export interface PoState {
  statusId: number;
  draft: boolean;
  disabled: boolean;
}

/** Why a step is refused: 'forbidden' answers 403, 'conflict' 409 (the order is not where the step starts). */
export type PoRefusal = { kind: 'forbidden' | 'conflict'; message: string };
export type PoVerdict = { ok: true } | ({ ok: false } & PoRefusal);

export const PO_MESSAGES = {
  notFound: 'Purchase Order Not Found',
  approved: 'poApproved',
  deleted: 'poDeleted',
  draftSaveFailed: 'Error saving draft',
  isDraft: 'This purchase order is still a draft: submit it first',
  isDisabled: 'This purchase order is deleted: undelete it first',
  notDisabled: 'This purchase order is not deleted',
  alreadyApproved: 'This purchase order is already approved',
  cannotDelete: 'This purchase order can no longer be deleted at its status',
  noDeleteRight:
    'Deleting a purchase order needs PurchaseOrder_DELETE (below Customer Number Assigned) or the management decision right (below Shipped)',
  notEditable: 'This purchase order can no longer be edited at its status',
  hasCustomerNumber: 'The property already has a customer number',
  customerNumberTaken: 'Already used by another property',
  customerNumberNotYet: 'Approve the purchase order before assigning the customer number',
  alreadyInvoiced: 'This purchase order is already invoiced',
  noCustomerNumber: 'noCustomerNumber',
  staleStatus: (expected: number, actual: number) =>
    `The purchase order is now "${poStatusName(actual)}", not "${poStatusName(expected)}": reload it and try again`,
  notAllowed: (from: number, to: number) =>
    `A purchase order cannot go from "${poStatusName(from)}" to "${poStatusName(to)}"`,
  missingRight: (to: number) => `You may not move a purchase order to "${poStatusName(to)}"`,
} as const;

const refuse = (kind: PoRefusal['kind'], message: string): PoVerdict => ({ ok: false, kind, message });
const ALLOWED: PoVerdict = { ok: true };

/** A draft or a deleted order takes no status step. */
function liveCheck(order: PoState): PoVerdict {
  if (order.draft) return refuse('conflict', PO_MESSAGES.isDraft);
  if (order.disabled) return refuse('conflict', PO_MESSAGES.isDisabled);
  return ALLOWED;
}

/** Spec 001 §4: approve is offered while the status is below manager-approved, to holders of the decision right. */
export function canApprove(order: PoState, rights: Rights): PoVerdict {
  if (!can(rights, DECISION_RIGHT)) return refuse('forbidden', PO_MESSAGES.missingRight(PO_STATUS.managerApproved));
  const live = liveCheck(order);
  if (!live.ok) return live;
  if (order.statusId >= PO_STATUS.managerApproved) return refuse('conflict', PO_MESSAGES.alreadyApproved);
  return ALLOWED;
}

/** The status approving leads to: straight to customer-number-assigned when the property already has one. */
export const approvedStatus = (propertyHasCustomerNumber: boolean): PoStatusId =>
  propertyHasCustomerNumber ? PO_STATUS.customerNumberAssigned : PO_STATUS.managerApproved;

/**
 * Spec 001 §4: delete (disable) while the status is below customer-number-assigned with PurchaseOrder_DELETE, or
 * below shipped with the decision right. Drafts follow the same rule (their status is 1). Undelete takes the same right.
 */
export function canDelete(order: Pick<PoState, 'statusId'>, rights: Rights): PoVerdict {
  const byDelete = can(rights, DELETE_RIGHT);
  const byDecision = can(rights, DECISION_RIGHT);
  if (!byDelete && !byDecision) return refuse('forbidden', PO_MESSAGES.noDeleteRight);
  if (byDecision && order.statusId < PO_STATUS.shipped) return ALLOWED;
  if (byDelete && order.statusId < PO_STATUS.customerNumberAssigned) return ALLOWED;
  return refuse('conflict', PO_MESSAGES.cannotDelete);
}

/** Whether the delete action is offered at all (the list's actions column). */
export const deleteOffered = (order: Pick<PoState, 'statusId'>, rights: Rights): boolean => canDelete(order, rights).ok;
export const approveOffered = (order: PoState, rights: Rights): boolean => canApprove(order, rights).ok;

/**
 * Decision 0052: sales edit an order until a manager approves it; a manager (decision right) may correct it until
 * it ships. A deleted order is not edited.
 */
export function canEdit(order: PoState, rights: Rights): PoVerdict {
  if (!can(rights, EDIT_RIGHT) && !can(rights, DECISION_RIGHT)) return refuse('forbidden', PO_MESSAGES.notEditable);
  if (order.disabled) return refuse('conflict', PO_MESSAGES.isDisabled);
  if (order.draft || order.statusId < PO_STATUS.managerApproved) return ALLOWED;
  if (can(rights, DECISION_RIGHT) && order.statusId < PO_STATUS.shipped) return ALLOWED;
  return refuse('conflict', PO_MESSAGES.notEditable);
}

/**
 * Any step of the table through its door: the order must be live, stand where the caller saw it (`expectedFrom`, so
 * a stale screen gets 409 rather than moving the order twice), and the step must exist with a right the caller holds.
 */
export function canTransition(
  order: PoState,
  to: number,
  via: PoTransitionVia,
  rights: Rights,
  expectedFrom: number = order.statusId,
): PoVerdict {
  const step = PO_TRANSITIONS.find((t) => t.from === expectedFrom && t.to === to && t.via === via);
  if (!step) return refuse('conflict', PO_MESSAGES.notAllowed(expectedFrom, to));
  if (!step.rights.some((r) => can(rights, r))) return refuse('forbidden', PO_MESSAGES.missingRight(to));
  const live = liveCheck(order);
  if (!live.ok) return live;
  if (order.statusId !== expectedFrom) return refuse('conflict', PO_MESSAGES.staleStatus(expectedFrom, order.statusId));
  return ALLOWED;
}

/** Customer number: only holders of Property_UPDATE, only when the property has none, only once approved. */
export function canAssignCustomerNumber(
  order: PoState,
  propertyCustomerNumber: string | null,
  rights: Rights,
): PoVerdict {
  if (!can(rights, CUSTOMER_NUMBER_RIGHT)) return refuse('forbidden', PO_MESSAGES.missingRight(3));
  const live = liveCheck(order);
  if (!live.ok) return live;
  if (propertyCustomerNumber) return refuse('conflict', PO_MESSAGES.hasCustomerNumber);
  if (order.statusId < PO_STATUS.managerApproved) return refuse('conflict', PO_MESSAGES.customerNumberNotYet);
  return ALLOWED;
}

/** Accounting: an order with its customer number assigned (accounting status 1) is marked Invoiced (2), once. */
export function canInvoice(accountingStatusId: number | null, order: PoState, rights: Rights): PoVerdict {
  if (!can(rights, ACCOUNTING_RIGHT)) return refuse('forbidden', 'You may not change accounting statuses');
  if (order.disabled) return refuse('conflict', PO_MESSAGES.isDisabled);
  if (accountingStatusId === PO_ACCOUNTING_STATUS.invoiced) return refuse('conflict', PO_MESSAGES.alreadyInvoiced);
  if (accountingStatusId !== PO_ACCOUNTING_STATUS.customerNumberAssigned)
    return refuse('conflict', PO_MESSAGES.noCustomerNumber);
  return ALLOWED;
}
