import { describe, expect, it } from 'vitest';
import { PO_STATUS_IDS } from '@kc/domain/purchase-orders/status';
import { PO_TYPE_IDS } from '@kc/domain/purchase-orders/catalog';
import { PurchaseOrderSearchSchema } from '@kc/domain/purchase-orders/search';
import { hasPoFilters, poSearchQuery, readPoPage, readPoSearch } from './po-search-params.ts';

describe('the look-ups query-string reader', () => {
  it('reads every filter of the spec payload as the router parses it', () => {
    expect(
      readPoSearch({
        representativeId: 7,
        year: 2026,
        month: '3',
        propertyName: '  Aspen ',
        propertyCode: 'SRG-008',
        corporationName: 'Summit',
        customerNumber: 10008,
        purchaseOrderStatuses: [6, 1, 6],
        last60Days: true,
        otherReps: 'true',
        typeId: 4,
        managerApproved: false,
        page: 3,
      }),
    ).toEqual({
      representativeId: 7,
      year: 2026,
      month: 3,
      propertyName: 'Aspen',
      propertyCode: 'SRG-008',
      corporationName: 'Summit',
      customerNumber: '10008',
      purchaseOrderStatuses: [1, 6],
      last60Days: true,
      otherReps: true,
      typeId: 4,
      managerApproved: false,
      page: 3,
    });
  });

  it('reads statuses in the API form, the router form and alone', () => {
    expect(readPoSearch({ purchaseOrderStatuses: '2,5' }).purchaseOrderStatuses).toEqual([2, 5]);
    expect(readPoSearch({ purchaseOrderStatuses: 4 }).purchaseOrderStatuses).toEqual([4]);
    expect(readPoSearch({ purchaseOrderStatuses: ['3', 'x', 9] }).purchaseOrderStatuses).toEqual([3]);
    expect(readPoSearch({ purchaseOrderStatuses: 'x' })).toEqual({});
  });

  it('reads what is out of range or of the wrong kind as absent, never as an error', () => {
    expect(
      readPoSearch({
        representativeId: -1,
        year: 1999,
        month: 13,
        propertyName: { a: 1 },
        typeId: 9,
        managerApproved: 'maybe',
        last60Days: false,
        otherReps: 'no',
        page: 0,
        unknown: 'kept out',
      }),
    ).toEqual({});
    // Page 1 is the default: the URL leaves it out.
    expect(readPoSearch({ page: 1 })).toEqual({});
    expect(readPoSearch({ propertyName: '   ' })).toEqual({});
  });

  it('cuts text at the server limits so a long link still loads', () => {
    expect(readPoSearch({ propertyCode: 'x'.repeat(60) }).propertyCode).toHaveLength(40);
    expect(readPoSearch({ propertyName: 'y'.repeat(200) }).propertyName).toHaveLength(120);
  });

  it('keeps its id ranges equal to the domain lists', () => {
    for (let id = -1; id <= 10; id++) {
      expect(readPoSearch({ purchaseOrderStatuses: id }).purchaseOrderStatuses ?? []).toEqual(
        (PO_STATUS_IDS as number[]).includes(id) ? [id] : [],
      );
      expect(readPoSearch({ typeId: id }).typeId).toBe((PO_TYPE_IDS as number[]).includes(id) ? id : undefined);
    }
  });

  it('lists without a filter form keep only their page', () => {
    expect(readPoPage({ page: '2', year: 2026 })).toEqual({ page: 2 });
    expect(readPoPage({ year: 2026 })).toEqual({});
  });

  it('writes the API query the server reads back to the same search', () => {
    const search = readPoSearch({
      year: 2026,
      propertyName: 'Oak & Elm',
      purchaseOrderStatuses: [1, 2],
      managerApproved: true,
      page: 2,
    });
    const query = poSearchQuery('sales', search);
    expect(query).toBe(
      '?variant=sales&year=2026&propertyName=Oak+%26+Elm&purchaseOrderStatuses=1%2C2&managerApproved=true&page=2',
    );
    const parsed = PurchaseOrderSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject({ ...search, variant: 'sales' });
    expect(hasPoFilters(search)).toBe(true);
    expect(hasPoFilters({ page: 4 })).toBe(false);
  });
});
