import { describe, expect, it } from 'vitest';
import { activeFilterCount, dayEnd, dayStart, readSrSearch, srSearchQuery } from './sr-search-params.ts';

describe('the service-request list URL', () => {
  it('reads the filters it knows and drops wrong values and defaults', () => {
    expect(
      readSrSearch({
        status: '5',
        typeId: 3,
        assigneeId: '0',
        propertyId: '12',
        corporationId: 'x',
        from: '2026-11-01',
        to: '2026-02-30',
        mine: 'true',
        page: '2',
        other: 'kept out',
      }),
    ).toEqual({ status: 5, typeId: 3, assigneeId: 0, propertyId: 12, from: '2026-11-01', mine: true, page: 2 });
    expect(readSrSearch({ status: 'open', page: '1', mine: 'false' })).toEqual({});
    expect(readSrSearch({ status: 'all' })).toEqual({ status: 'all' });
    expect(readSrSearch({ status: '9', from: '2026-99-99' })).toEqual({});
  });

  it('asks the API for open requests by default, the pins first, whole local days', () => {
    expect(srSearchQuery({})).toBe('?open=true&pinnedFirst=true&page=1');
    const q = new URLSearchParams(
      srSearchQuery({ status: 2, assigneeId: 0, from: '2026-11-20', to: '2026-11-01', mine: true, page: 3 }),
    );
    expect(q.get('statusIds')).toBe('2');
    expect(q.get('open')).toBeNull();
    expect(q.get('assigneeId')).toBe('0');
    // Backwards dates are read the right way round.
    expect(q.get('from')).toBe(dayStart('2026-11-01'));
    expect(q.get('to')).toBe(dayEnd('2026-11-20'));
    expect(new Date(q.get('to')!).getTime() - new Date(q.get('from')!).getTime()).toBe(20 * 86_400_000 - 1);
    expect(q.get('mine')).toBe('true');
    expect(q.get('page')).toBe('3');
    expect(new URLSearchParams(srSearchQuery({ status: 'all' })).has('open')).toBe(false);
  });

  it('counts the filters set, not the page', () => {
    expect(activeFilterCount({ page: 4 })).toBe(0);
    expect(activeFilterCount({ status: 'all', mine: true, page: 2 })).toBe(2);
  });
});
