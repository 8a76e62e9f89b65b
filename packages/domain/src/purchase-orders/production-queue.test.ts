import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_QUEUE_COLUMNS,
  ProductionQueueExportQuerySchema,
  filterProductionQueue,
  productionRepresentatives,
  sortProductionQueue,
} from './production-queue.ts';
import { planCodeOfOrder } from './plans.ts';
import type { ProductionQueueRow } from './search.ts';

const row = (id: number, extra: Partial<ProductionQueueRow> = {}): ProductionQueueRow => ({
  id,
  propertyId: id * 10,
  propertyName: `Property ${id}`,
  corporationName: 'Acme Living',
  customerNumber: null,
  statusId: 1,
  statusName: 'Awaiting Managerial Approval',
  typeId: 1,
  salesRepName1: null,
  installerName: null,
  poCreated: '2026-11-01T15:00:00.000Z',
  managerApproved: null,
  customerNumberAssigned: null,
  sentForUnitEntry: null,
  unitsVerified: null,
  panelsScanned: null,
  shipped: null,
  lastAction: null,
  lastActionDate: null,
  ...extra,
});

const rows = [
  row(1, { propertyName: 'The Willows', salesRepName1: 'Sam Sales', customerNumber: 'C-100' }),
  row(2, {
    propertyName: 'Maple Grove',
    installerName: 'Ivy Installer',
    managerApproved: '2026-11-03T15:00:00.000Z',
    lastAction: 'Called the site manager',
    lastActionDate: '2026-11-04T15:00:00.000Z',
  }),
  row(3, {
    propertyName: 'Aspen Court',
    salesRepName1: 'Ivy Installer',
    managerApproved: '2026-11-02T15:00:00.000Z',
    poCreated: '2026-10-30T15:00:00.000Z',
  }),
];
const ids = (rs: ProductionQueueRow[]) => rs.map((r) => r.id);

describe('the production queue filter', () => {
  it('searches the order number, property, customer number, corporation and last action', () => {
    expect(ids(filterProductionQueue(rows, { q: 'willow' }))).toEqual([1]);
    expect(ids(filterProductionQueue(rows, { q: 'c-100' }))).toEqual([1]);
    expect(ids(filterProductionQueue(rows, { q: 'site manager' }))).toEqual([2]);
    expect(ids(filterProductionQueue(rows, { q: '3' }))).toEqual([3]);
    expect(ids(filterProductionQueue(rows, { q: 'acme' }))).toEqual([1, 2, 3]);
  });

  it('matches a representative as sales rep or installer, and milestones reached or missing', () => {
    expect(ids(filterProductionQueue(rows, { representative: 'ivy installer' }))).toEqual([2, 3]);
    expect(ids(filterProductionQueue(rows, { reached: 'managerApproved' }))).toEqual([2, 3]);
    expect(ids(filterProductionQueue(rows, { missing: 'managerApproved' }))).toEqual([1]);
    expect(ids(filterProductionQueue(rows, { reached: 'managerApproved', missing: 'lastActionDate' }))).toEqual([3]);
    expect(productionRepresentatives(rows)).toEqual(['Ivy Installer', 'Sam Sales']);
  });
});

describe('the production queue sort', () => {
  it('sorts dates and names either way as the page’s table does: a missing milestone as empty, ties in queue order', () => {
    expect(ids(sortProductionQueue(rows, { id: 'managerApproved', desc: false }))).toEqual([1, 3, 2]);
    expect(ids(sortProductionQueue(rows, { id: 'managerApproved', desc: true }))).toEqual([2, 3, 1]);
    expect(ids(sortProductionQueue(rows, { id: 'propertyName', desc: false }))).toEqual([3, 2, 1]);
    expect(ids(sortProductionQueue(rows, { id: 'poCreated', desc: false }))).toEqual([3, 1, 2]);
    expect(ids(sortProductionQueue(rows, { id: 'poCreated', desc: true }))).toEqual([1, 2, 3]);
    expect(ids(sortProductionQueue(rows, { id: 'id', desc: true }))).toEqual([3, 2, 1]);
  });
});

describe('the production queue export', () => {
  it('reads its query string and writes each milestone as a date in the reader’s time zone', () => {
    const q = ProductionQueueExportQuerySchema.parse({ q: ' maple ', desc: 'true', purchaseOrderStatuses: '1,2' });
    expect(q).toMatchObject({ q: 'maple', desc: true, sort: 'poCreated', purchaseOrderStatuses: [1, 2] });
    expect(ProductionQueueExportQuerySchema.safeParse({ reached: 'lunch' }).success).toBe(false);
    const text = Object.fromEntries(PRODUCTION_QUEUE_COLUMNS.map((c) => [c.key, c.text(rows[1]!, 'America/Chicago')]));
    expect(text).toMatchObject({
      id: '2',
      poCreated: '11/01/2026',
      managerApproved: '11/03/2026',
      shipped: '',
      lastAction: 'Called the site manager',
      lastActionDate: '11/04/2026',
    });
  });
});

describe('the plan an installed order sets', () => {
  it('is the last plan line (products 116-119), or none', () => {
    expect(planCodeOfOrder([{ productNbr: 110 }, { productNbr: 119 }])).toBe('PLT');
    expect(planCodeOfOrder([{ productNbr: 116 }, { productNbr: 103 }, { productNbr: 118 }])).toBe('PRE');
    expect(planCodeOfOrder([{ productNbr: 103 }, { productNbr: null }])).toBeNull();
  });
});
