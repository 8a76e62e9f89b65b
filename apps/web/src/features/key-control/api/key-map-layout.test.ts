import { describe, expect, it } from 'vitest';
import { encodeHook, formatHook, hookPanelLabel, type KeyMapRow } from '@kc/domain/key-control';
import {
  filterKeyMap,
  layoutKeyMap,
  PRINT_TABLES,
  sortKeyMap,
  tablesForWidth,
  type KeyMapItem,
} from './key-map-layout.ts';

/** `counts[i]` keys on panel i (lettered A, B, …), hook 1 upward, tag 4000 + n, unit "U<n>" in building "B<panel>". */
function cabinet(counts: number[], nonLettered = false): KeyMapRow[] {
  let n = 0;
  return counts.flatMap((count, panel) =>
    Array.from({ length: count }, (_, i) => {
      const hook = encodeHook(panel * 50 + i, nonLettered);
      n += 1;
      return {
        building: `B${panel}`,
        unit: `U${n}`,
        keyHook: formatHook(hook, nonLettered),
        keyTag: String(4000 + n),
        panel: hookPanelLabel(hook, nonLettered),
      };
    }),
  );
}

/** A table as text: "[A]" a panel start, "[A+]" a panel continued, otherwise the hook. */
const show = (tables: KeyMapItem[][]) =>
  tables.map((items) =>
    items.map((i) => (i.kind === 'panel' ? `[${i.panel}${i.continued ? '+' : ''}]` : i.row.keyHook)),
  );
const keys = (tables: KeyMapItem[][]) => tables.flat().flatMap((i) => (i.kind === 'row' ? [i.row.keyHook] : []));

describe('key map: tables by width (spec 001 §2)', () => {
  it('adds a table at each breakpoint, 1 to 6', () => {
    expect([0, 691, 692, 1005, 1006, 1321, 1322, 1636, 1637, 1951, 1952, 4000].map(tablesForWidth)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });
});

describe('key map: one sort for the whole map', () => {
  it('sorts the whole list before it is cut, so a sort re-flows keys across the tables', () => {
    const rows = cabinet([4]).map((r, i) => ({ ...r, unit: ['D', 'B', 'C', 'A'][i]! }));
    const byHook = layoutKeyMap(sortKeyMap(rows, { id: 'keyHook', desc: false }), 2, false);
    const byUnit = layoutKeyMap(sortKeyMap(rows, { id: 'unit', desc: false }), 2, false);
    expect(show(byHook)).toEqual([
      ['A1', 'A2'],
      ['A3', 'A4'],
    ]);
    // A4 (unit A) moves from the last table to the first.
    expect(show(byUnit)).toEqual([
      ['A4', 'A2'],
      ['A3', 'A1'],
    ]);
  });

  it('orders hooks by cabinet position, not as text (A2 before A10, B1 after A50)', () => {
    const rows = cabinet([50, 1]);
    const shuffled = [...rows].reverse();
    expect(sortKeyMap(shuffled, { id: 'keyHook', desc: false }).map((r) => r.keyHook)).toEqual(
      rows.map((r) => r.keyHook),
    );
    expect(sortKeyMap(rows, { id: 'keyHook', desc: true })[0]!.keyHook).toBe('B1');
  });
});

describe('key map: panel boundaries', () => {
  it('starts each panel in its own table when there are enough tables, giving spare tables to the longest panel', () => {
    const tables = layoutKeyMap(cabinet([6, 2]), 3, true);
    expect(show(tables)).toEqual([
      ['[A]', 'A1', 'A2', 'A3'],
      ['[A+]', 'A4', 'A5', 'A6'],
      ['[B]', 'B1', 'B2'],
    ]);
  });

  it('flows across the tables with a divider row at each panel start when panels outnumber tables', () => {
    // Panel B is cut between the tables: the second table says it continues.
    const tables = layoutKeyMap(cabinet([2, 4, 1]), 2, true);
    expect(show(tables)).toEqual([
      ['[A]', 'A1', 'A2', '[B]', 'B1'],
      ['[B+]', 'B2', 'B3', 'B4', '[C]', 'C1'],
    ]);
  });

  it('never ends a table on a divider: the divider moves to head the next table', () => {
    // A flow of 10 items in 2 tables would cut after item 5, which is panel B's divider.
    const tables = layoutKeyMap(cabinet([3, 2, 2]), 2, true);
    expect(show(tables)).toEqual([
      ['[A]', 'A1', 'A2', 'A3'],
      ['[B]', 'B1', 'B2', '[C]', 'C1', 'C2'],
    ]);
  });

  it('opens every table with a divider in hook order, so the first rows line up', () => {
    for (const counts of [[50, 50, 21], [12, 40, 50, 50], [71]]) {
      for (const n of [1, 2, 3, 4, 5, 6]) {
        const tables = layoutKeyMap(cabinet(counts), n, true);
        expect(tables).toHaveLength(n);
        for (const table of tables.filter((x) => x.length > 0)) expect(table[0]!.kind).toBe('panel');
        // Every key appears once, in order.
        expect(keys(tables)).toEqual(cabinet(counts).map((r) => r.keyHook));
      }
    }
  });

  it('names non-lettered panels by group number', () => {
    expect(show(layoutKeyMap(cabinet([1, 1], true), 2, true))).toEqual([
      ['[1]', '1'],
      ['[2]', '51'],
    ]);
  });

  it('shows no dividers when sorted by another column (panels are not contiguous then)', () => {
    const tables = layoutKeyMap(sortKeyMap(cabinet([2, 2]), { id: 'keyTag', desc: true }), 2, false);
    expect(tables.flat().every((i) => i.kind === 'row')).toBe(true);
  });

  it('prints 4 tables', () => {
    expect(layoutKeyMap(cabinet([50, 50, 21]), PRINT_TABLES, true)).toHaveLength(4);
  });

  it('pads with empty tables only when there are fewer keys than tables', () => {
    expect(show(layoutKeyMap(cabinet([1]), 3, true))).toEqual([['[A]', 'A1'], [], []]);
    expect(layoutKeyMap([], 2, true)).toEqual([[], []]);
  });
});

describe('key map: phone search', () => {
  const rows = [
    { building: 'Building K', unit: '101', keyHook: 'A1', keyTag: '4001', panel: 'A' },
    { building: 'Building K', unit: '2101', keyHook: 'A12', keyTag: '5101', panel: 'A' },
    { building: 'Annex', unit: 'ADMIN', keyHook: 'B3', keyTag: '4410', panel: 'B' },
  ];
  const units = (q: string) => filterKeyMap(rows, q).map((r) => r.unit);

  it('keeps every key for an empty search', () => {
    expect(units('  ')).toEqual(['101', '2101', 'ADMIN']);
  });
  it('finds a unit or building by any part, ignoring case', () => {
    expect(units('admin')).toEqual(['ADMIN']);
    expect(units('101')).toEqual(['101', '2101']);
    expect(units('annex')).toEqual(['ADMIN']);
  });
  it('finds a key tag or hook by its start', () => {
    expect(units('44')).toEqual(['ADMIN']);
    expect(units('a1')).toEqual(['101', '2101']);
    expect(units('A12')).toEqual(['2101']);
  });
  it('finds a panel by name, with or without the word panel', () => {
    expect(units('panel b')).toEqual(['ADMIN']);
    expect(units(' Panel  B ')).toEqual(['ADMIN']);
    expect(units('B')).toContain('ADMIN');
  });
  it('finds nothing for text that matches no key', () => {
    expect(units('zzz')).toEqual([]);
  });
});
