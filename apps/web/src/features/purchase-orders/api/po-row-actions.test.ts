import { describe, expect, it } from 'vitest';
import type { PermissionKey } from '@kc/domain/permissions';
import { DEFAULT_GRANTS } from '@kc/domain/permissions';
import type { PurchaseOrderRow } from '@kc/domain/purchase-orders/search';
import { actionsColumnWidth, hasActionsColumn, poRowActions } from './po-row-actions.ts';

const rightsOf = (...keys: PermissionKey[]) => Object.fromEntries(keys.map((k) => [k, true]));
const roleRights = (role: keyof typeof DEFAULT_GRANTS) => rightsOf(...DEFAULT_GRANTS[role]);

function row(statusId: number, extra: Partial<PurchaseOrderRow> = {}): PurchaseOrderRow {
  return {
    id: 1,
    customerNumber: 'C1',
    propertyId: 2,
    propertyName: 'Aspen Heights',
    propertyCode: null,
    corporationId: 3,
    corporationName: 'Summit',
    dateCreated: '2026-11-01T10:00:00.000Z',
    orderDate: '2026-11-01',
    deliveryDate: null,
    salesRepName1: null,
    salesRepName2: null,
    installerName: null,
    statusName: 'x',
    statusId,
    accountingStatusId: null,
    accountingStatusName: null,
    lastAction: null,
    needsAction: true,
    typeId: 1,
    datalogType: null,
    draft: false,
    disabled: false,
    totalCents: 0,
    version: 1,
    ...extra,
  };
}

const offered = (statusId: number, rights: Record<string, boolean>, extra?: Partial<PurchaseOrderRow>) => {
  const a = poRowActions(row(statusId, extra), rights);
  return [a.approve, a.delete];
};

describe('the list row actions (spec 001 §4)', () => {
  const decision = rightsOf('PurchaseOrder-ManagementDecision_UPDATE');
  const del = rightsOf('PurchaseOrder_DELETE');

  it('offers approve below manager-approved to the decision right only', () => {
    expect(offered(1, decision)).toEqual([true, true]);
    expect(offered(2, decision)[0]).toBe(false);
    expect(offered(1, del)[0]).toBe(false);
    // A draft is submitted before anyone approves it; it may still be deleted.
    expect(offered(1, decision, { draft: true })).toEqual([false, true]);
  });

  it('offers delete below customer-number-assigned with the delete right, below shipped with the decision right', () => {
    expect([1, 2, 3, 6, 7, 8].map((s) => offered(s, del)[1])).toEqual([true, true, false, false, false, false]);
    expect([1, 2, 3, 6, 7, 8].map((s) => offered(s, decision)[1])).toEqual([true, true, true, true, false, false]);
    expect(offered(1, rightsOf('PurchaseOrder-LandingPage_UI'))).toEqual([false, false]);
    expect(offered(1, del, { disabled: true })[1]).toBe(false);
  });

  it('shows the actions column only to the decision or delete right (and accounting on its page)', () => {
    expect(hasActionsColumn(decision)).toBe(true);
    expect(hasActionsColumn(del)).toBe(true);
    expect(hasActionsColumn(roleRights(101))).toBe(false);
    expect(hasActionsColumn(roleRights(103))).toBe(false);
    expect(hasActionsColumn(roleRights(103), true)).toBe(true);
    expect(hasActionsColumn(roleRights(100))).toBe(true);
    // The column's width follows the buttons it can hold (no column: no width).
    expect(actionsColumnWidth(roleRights(101))).toBe(0);
    expect(actionsColumnWidth(roleRights(103), true)).toBe(100);
    expect(actionsColumnWidth(roleRights(100))).toBe(180);
    expect(actionsColumnWidth(del)).toBe(80);
  });

  it('lets Property_UPDATE type a customer number only on an approved row without one', () => {
    const accounting = roleRights(103);
    const number = (statusId: number, extra?: Partial<PurchaseOrderRow>) =>
      poRowActions(row(statusId, { customerNumber: null, ...extra }), accounting).customerNumber;
    expect(number(2)).toBe(true);
    expect(number(1)).toBe(false);
    expect(number(2, { customerNumber: 'C9' })).toBe(false);
    expect(poRowActions(row(2, { customerNumber: null }), roleRights(101)).customerNumber).toBe(false);
  });

  it('offers Invoiced on the accounting page for a row at accounting status 1', () => {
    const accounting = roleRights(103);
    expect(poRowActions(row(3, { accountingStatusId: 1 }), accounting, true).invoice).toBe(true);
    expect(poRowActions(row(3, { accountingStatusId: 2 }), accounting, true).invoice).toBe(false);
    expect(poRowActions(row(3, { accountingStatusId: 1 }), accounting, false).invoice).toBe(false);
    expect(poRowActions(row(3, { accountingStatusId: 1 }), roleRights(101), true).invoice).toBe(false);
  });
});
