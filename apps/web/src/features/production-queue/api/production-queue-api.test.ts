import { describe, expect, it } from 'vitest';
import type { ProductionQueueRow } from '@kc/domain/purchase-orders/search';
import { effectiveRights } from '@kc/domain/permissions';
import { exportQuery, replaceRow } from './production-queue-api.ts';
import { productionActionsFor } from './production-actions.ts';

const row = (id: number, statusId: number) => ({ id, statusId }) as ProductionQueueRow;
const rightsOf = effectiveRights;

describe('the actions a queue row offers', () => {
  it('gives production the next step of the status table and "action completed"; others nothing', () => {
    const production = rightsOf(104);
    const offered = (statusId: number) => productionActionsFor({ statusId }, production).map((a) => a.id);
    expect(offered(1)).toEqual(['actionCompleted']);
    expect(offered(3)).toEqual(['fileCreated', 'actionCompleted']);
    expect(offered(4)).toEqual(['sendForUnitEntry', 'actionCompleted']);
    expect(offered(5)).toEqual(['actionCompleted']);
    expect(offered(6)).toEqual(['markShipped', 'actionCompleted']);
    expect(offered(7)).toEqual(['markInstalled', 'actionCompleted']);
    expect(productionActionsFor({ statusId: 4 }, rightsOf(101))).toEqual([]);
    expect(productionActionsFor({ statusId: 4 }, null)).toEqual([]);
  });
});

describe('the queue after an action', () => {
  it("replaces the order's row in place with the server's, or drops it when it left the queue", () => {
    const rows = [row(1, 3), row(2, 4), row(3, 6)];
    expect(replaceRow(rows, 2, row(2, 5)).map((r) => [r.id, r.statusId])).toEqual([
      [1, 3],
      [2, 5],
      [3, 6],
    ]);
    expect(replaceRow(rows, 3, null).map((r) => r.id)).toEqual([1, 2]);
  });
});

describe('the export query', () => {
  it("carries the page's filters and sort and the reader's time zone, leaving out what is not set", () => {
    expect(exportQuery({}, { id: 'poCreated', desc: false }, 'America/Chicago')).toBe(
      '?sort=poCreated&timeZone=America%2FChicago',
    );
    expect(
      exportQuery(
        { q: 'maple', reached: 'shipped', missing: undefined, purchaseOrderStatuses: [7] },
        { id: 'shipped', desc: true },
        'UTC',
      ),
    ).toBe('?purchaseOrderStatuses=7&q=maple&reached=shipped&sort=shipped&desc=true&timeZone=UTC');
  });
});
