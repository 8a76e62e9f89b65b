import { describe, expect, it } from 'vitest';
import { effectiveRights, type PermissionKey } from '../permissions.ts';
import { ROLE_IDS } from '../roles.ts';
import {
  PO_STATUS_IDS,
  PO_TRANSITIONS,
  approvedStatus,
  canApprove,
  canAssignCustomerNumber,
  canDelete,
  canEdit,
  canInvoice,
  canTransition,
  findTransition,
  nextStatuses,
  type PoState,
  type PoTransitionVia,
} from './status.ts';

const rightsOf = (...keys: PermissionKey[]) => Object.fromEntries(keys.map((k) => [k, true]));
const live = (statusId: number): PoState => ({ statusId, draft: false, disabled: false });
const ALL_VIAS: PoTransitionVia[] = ['approve', 'customer-number', 'file-created', 'advance', 'unit-entry'];
const everyRight = rightsOf(
  'PurchaseOrder-ManagementDecision_UPDATE',
  'PurchaseOrder-Production_UPDATE',
  'Property_UPDATE',
  'PurchaseOrder_DELETE',
);

describe('the transition table (decision 0052)', () => {
  it('lists each step once, forward only', () => {
    const keys = PO_TRANSITIONS.map((t) => `${t.from}>${t.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of PO_TRANSITIONS) expect(t.to).toBeGreaterThan(t.from);
  });

  it('names a reason for every step that skips a status', () => {
    for (const t of PO_TRANSITIONS) expect(t.to - t.from === 1 || Boolean(t.exception), `${t.from}>${t.to}`).toBe(true);
    expect(PO_TRANSITIONS.filter((t) => t.exception).map((t) => `${t.from}>${t.to}`)).toEqual(['1>3', '4>6']);
  });

  it('offers the next statuses of each status', () => {
    expect(nextStatuses(1)).toEqual([2, 3]);
    expect(nextStatuses(4)).toEqual([5, 6]);
    expect(nextStatuses(8)).toEqual([]);
  });

  // Every (from, to, door) triple: allowed exactly when the table holds it, refused with 409 otherwise.
  for (const from of PO_STATUS_IDS)
    for (const to of PO_STATUS_IDS)
      for (const via of ALL_VIAS) {
        const step = PO_TRANSITIONS.find((t) => t.from === from && t.to === to && t.via === via);
        it(`${from} -> ${to} through ${via}: ${step ? 'allowed' : 'refused (409)'}`, () => {
          const verdict = canTransition(live(from), to, via, everyRight);
          if (step) expect(verdict).toEqual({ ok: true });
          else expect(verdict).toMatchObject({ ok: false, kind: 'conflict' });
        });
      }

  it('refuses every allowed step to a caller without its right (403)', () => {
    for (const t of PO_TRANSITIONS) {
      const others = rightsOf(
        ...(
          ['PurchaseOrder-ManagementDecision_UPDATE', 'PurchaseOrder-Production_UPDATE', 'Property_UPDATE'] as const
        ).filter((r) => !t.rights.includes(r)),
      );
      expect(canTransition(live(t.from), t.to, t.via, others)).toMatchObject({ ok: false, kind: 'forbidden' });
    }
  });

  it('answers 409 when the order moved since the caller loaded it', () => {
    const verdict = canTransition(live(5), 5, 'advance', everyRight, 4);
    expect(verdict).toMatchObject({ ok: false, kind: 'conflict' });
    if (!verdict.ok) expect(verdict.message).toContain('now "Awaiting Customer Unit Entry"');
    expect(findTransition(4, 5)).toBeDefined();
  });

  it('moves no draft and no deleted order', () => {
    expect(canTransition({ statusId: 3, draft: true, disabled: false }, 4, 'file-created', everyRight)).toMatchObject({
      ok: false,
      kind: 'conflict',
    });
    expect(canTransition({ statusId: 3, draft: false, disabled: true }, 4, 'file-created', everyRight)).toMatchObject({
      ok: false,
      kind: 'conflict',
    });
  });
});

describe('approve (spec 001 §4: status below manager approved, decision right)', () => {
  const decision = rightsOf('PurchaseOrder-ManagementDecision_UPDATE');
  for (const statusId of PO_STATUS_IDS)
    it(`status ${statusId}: ${statusId < 2 ? 'allowed' : 'refused (409)'} with the decision right`, () => {
      expect(canApprove(live(statusId), decision).ok).toBe(statusId < 2);
      if (statusId >= 2) expect(canApprove(live(statusId), decision)).toMatchObject({ kind: 'conflict' });
    });

  it('is refused (403) without the decision right, whatever the status', () => {
    for (const statusId of PO_STATUS_IDS)
      expect(canApprove(live(statusId), rightsOf('PurchaseOrder_DELETE', 'Property_UPDATE'))).toMatchObject({
        kind: 'forbidden',
      });
  });

  it('is refused for drafts and deleted orders', () => {
    expect(canApprove({ statusId: 1, draft: true, disabled: false }, decision).ok).toBe(false);
    expect(canApprove({ statusId: 1, draft: false, disabled: true }, decision).ok).toBe(false);
  });

  it('goes straight to customer number assigned when the property has one', () => {
    expect(approvedStatus(true)).toBe(3);
    expect(approvedStatus(false)).toBe(2);
  });

  it('is held by the roles whose default grants carry the decision right', () => {
    const approvers = ROLE_IDS.filter((r) => canApprove(live(1), effectiveRights(r)).ok);
    expect(approvers).toEqual([100, 106]);
  });
});

describe('delete (spec 001 §4: below 3 with the delete right, below 7 with the decision right)', () => {
  const cases: [string, Record<string, boolean>, number][] = [
    ['PurchaseOrder_DELETE', rightsOf('PurchaseOrder_DELETE'), 3],
    ['the decision right', rightsOf('PurchaseOrder-ManagementDecision_UPDATE'), 7],
    ['both', rightsOf('PurchaseOrder_DELETE', 'PurchaseOrder-ManagementDecision_UPDATE'), 7],
  ];
  for (const [label, rights, below] of cases)
    for (const statusId of PO_STATUS_IDS)
      it(`with ${label}, status ${statusId}: ${statusId < below ? 'allowed' : 'refused (409)'}`, () => {
        const verdict = canDelete({ statusId }, rights);
        if (statusId < below) expect(verdict.ok).toBe(true);
        else expect(verdict).toMatchObject({ ok: false, kind: 'conflict' });
      });

  it('is refused (403) with neither right', () => {
    for (const statusId of PO_STATUS_IDS)
      expect(canDelete({ statusId }, rightsOf('PurchaseOrder-LandingPage_UI'))).toMatchObject({ kind: 'forbidden' });
  });

  it('per role, by default grants: who may delete an order at status 2 and at status 6', () => {
    expect(ROLE_IDS.filter((r) => canDelete({ statusId: 2 }, effectiveRights(r)).ok)).toEqual([100, 105, 106]);
    expect(ROLE_IDS.filter((r) => canDelete({ statusId: 6 }, effectiveRights(r)).ok)).toEqual([100, 106]);
  });
});

describe('edit, customer number and invoicing', () => {
  const sales = rightsOf('PurchaseOrder-LandingPage_UI');
  const manager = rightsOf('PurchaseOrder-LandingPage_UI', 'PurchaseOrder-ManagementDecision_UPDATE');

  it('lets sales edit until approval and a manager until shipping', () => {
    expect(canEdit(live(1), sales).ok).toBe(true);
    expect(canEdit(live(2), sales)).toMatchObject({ kind: 'conflict' });
    expect(canEdit(live(6), manager).ok).toBe(true);
    expect(canEdit(live(7), manager)).toMatchObject({ kind: 'conflict' });
    expect(canEdit({ statusId: 1, draft: false, disabled: true }, manager).ok).toBe(false);
    expect(canEdit(live(1), rightsOf('Property_UPDATE'))).toMatchObject({ kind: 'forbidden' });
  });

  it('assigns a customer number only with Property_UPDATE, once approved, when the property has none', () => {
    const accounting = rightsOf('Property_UPDATE');
    expect(canAssignCustomerNumber(live(2), null, accounting).ok).toBe(true);
    expect(canAssignCustomerNumber(live(1), null, accounting)).toMatchObject({ kind: 'conflict' });
    expect(canAssignCustomerNumber(live(2), 'C-1', accounting)).toMatchObject({ kind: 'conflict' });
    expect(canAssignCustomerNumber(live(2), null, sales)).toMatchObject({ kind: 'forbidden' });
  });

  it('invoices an order once its customer number is assigned, once', () => {
    const accounting = rightsOf('PurchaseOrder-LandingPage-Accounting_UI');
    expect(canInvoice(1, live(3), accounting).ok).toBe(true);
    expect(canInvoice(2, live(3), accounting)).toMatchObject({ kind: 'conflict' });
    expect(canInvoice(null, live(2), accounting)).toMatchObject({ kind: 'conflict' });
    expect(canInvoice(1, live(3), sales)).toMatchObject({ kind: 'forbidden' });
  });
});
