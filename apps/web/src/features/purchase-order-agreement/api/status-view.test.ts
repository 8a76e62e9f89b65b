import { describe, expect, it } from 'vitest';
import { emailBlocker, eventLabel, historyRows } from './status-view.ts';
import { parsePrintSearch } from './print-search.ts';

describe('eventLabel', () => {
  it('names known events, keeps a production action and shows anything else as stored', () => {
    expect(eventLabel('approve')).toEqual({ kind: 'known', event: 'approve' });
    expect(eventLabel('agreement-emailed')).toEqual({ kind: 'known', event: 'agreement-emailed' });
    expect(eventLabel('action: Panels scanned')).toEqual({ kind: 'action', action: 'Panels scanned' });
    expect(eventLabel('imported')).toEqual({ kind: 'raw', text: 'imported' });
  });
});

describe('historyRows', () => {
  it('lists the newest first, with the status change only where the status moved', () => {
    const rows = historyRows({
      history: [
        { event: 'submitted', fromStatusId: null, toStatusId: 1, at: '2026-11-01T10:00:00Z', by: 'Sam' },
        { event: 'approve', fromStatusId: 1, toStatusId: 2, at: '2026-11-02T10:00:00Z', by: 'Meg' },
        { event: 'deleted', fromStatusId: 2, toStatusId: 2, at: '2026-11-03T10:00:00Z', by: null },
      ],
    });
    expect(rows.map((r) => [r.label, r.change, r.status, r.by])).toEqual([
      [{ kind: 'known', event: 'deleted' }, null, 'Manager Approved', null],
      [
        { kind: 'known', event: 'approve' },
        { from: 'Awaiting Managerial Approval', to: 'Manager Approved' },
        'Manager Approved',
        'Meg',
      ],
      [{ kind: 'known', event: 'submitted' }, null, 'Awaiting Managerial Approval', 'Sam'],
    ]);
  });
});

describe('emailBlocker', () => {
  const order = (draft: boolean, disabled: boolean, billingEmail: string | null) => ({
    draft,
    disabled,
    propertyInformation: { billingEmail },
  });
  it('offers the e-mail only for a submitted, live order with a billing e-mail', () => {
    expect(emailBlocker(order(false, false, 'ap@example.com'))).toBeNull();
    expect(emailBlocker(order(true, false, 'ap@example.com'))).toBe('draftNoEmail');
    expect(emailBlocker(order(false, true, 'ap@example.com'))).toBe('deletedNoEmail');
    expect(emailBlocker(order(false, false, null))).toBe('noBillingEmail');
  });
});

describe('parsePrintSearch', () => {
  it('takes a positive whole purchaseOrderId and nothing else', () => {
    expect(parsePrintSearch({ purchaseOrderId: 12 })).toEqual({ purchaseOrderId: 12 });
    expect(parsePrintSearch({ purchaseOrderId: '12' })).toEqual({ purchaseOrderId: 12 });
    for (const bad of [undefined, 0, -3, 1.5, 'x', '1e400'])
      expect(parsePrintSearch({ purchaseOrderId: bad })).toEqual({});
  });
});
