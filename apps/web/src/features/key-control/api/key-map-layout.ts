import { hookPosition, parseHook, type KeyMapRow } from '@kc/domain/key-control';
import { compareNames } from '#web/lib/format.ts';

/** Spec 001 §2: 1 to 6 tables side by side, a new one at each of these container widths. */
export const KEY_MAP_BREAKPOINTS = [692, 1006, 1322, 1637, 1952] as const;
/** Spec 001 §2: the print view always has 4 tables. */
export const PRINT_TABLES = 4;

export function tablesForWidth(width: number): number {
  return 1 + KEY_MAP_BREAKPOINTS.filter((b) => width >= b).length;
}

export type KeyMapSortId = 'building' | 'unit' | 'keyHook' | 'keyTag';
export interface KeyMapSort {
  id: KeyMapSortId;
  desc: boolean;
}
/** The map opens in cabinet order: panel by panel, hook by hook. */
export const DEFAULT_KEY_MAP_SORT: KeyMapSort = { id: 'keyHook', desc: false };

const hookValue = (h: string) => {
  const e = parseHook(h, /^\d+$/.test(h));
  return e === null ? Number.MAX_SAFE_INTEGER : hookPosition(e);
};

function compareRows(id: KeyMapSortId, a: KeyMapRow, b: KeyMapRow): number {
  if (id === 'keyHook') return hookValue(a.keyHook) - hookValue(b.keyHook);
  if (id === 'keyTag') return a.keyTag.localeCompare(b.keyTag);
  return compareNames(a[id], b[id]) || hookValue(a.keyHook) - hookValue(b.keyHook);
}

/** One sort for the whole map: the tables are cut from this one list afterwards. */
export function sortKeyMap(rows: readonly KeyMapRow[], sort: KeyMapSort): KeyMapRow[] {
  return [...rows].sort((a, b) => compareRows(sort.id, a, b) * (sort.desc ? -1 : 1));
}

/** Panels are contiguous, and so worth marking, only while the map is in hook order. */
export const showsPanels = (sort: KeyMapSort) => sort.id === 'keyHook';

/** A cell of a key-map table: a key, or a divider row naming the panel that starts (or continues) below it. */
export type KeyMapItem =
  { kind: 'row'; row: KeyMapRow } | { kind: 'panel'; panel: string; continued: boolean; keys: number };

/** Splits items into `n` consecutive columns of (nearly) equal length, reading top to bottom then left to right. */
export function splitColumns<T>(items: readonly T[], n: number): T[][] {
  const per = Math.max(1, Math.ceil(items.length / n));
  return Array.from({ length: n }, (_, i) => items.slice(i * per, (i + 1) * per));
}

interface PanelRun {
  panel: string;
  rows: KeyMapRow[];
}

function panelRuns(rows: readonly KeyMapRow[]): PanelRun[] {
  const runs: PanelRun[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last.panel === row.panel) last.rows.push(row);
    else runs.push({ panel: row.panel, rows: [row] });
  }
  return runs;
}

const divider = (run: PanelRun, continued: boolean): KeyMapItem => ({
  kind: 'panel',
  panel: run.panel,
  continued,
  keys: run.rows.length,
});

/**
 * Cuts the sorted map into `n` side-by-side tables that read as one list (top to bottom, then left to right).
 * In hook order the panel boundaries show: when there are no more panels than tables each panel starts its own
 * table(s) (extra tables go to the longest panels, so the columns stay short); otherwise the list flows across the
 * tables with a divider row where each panel starts. Every table then opens with its panel's divider (marked
 * "continued" when it picks up a panel mid-way), so the first rows line up across the tables.
 * Always returns exactly `n` tables; trailing ones are empty only when there are fewer keys than tables.
 */
export function layoutKeyMap(rows: readonly KeyMapRow[], n: number, withPanels: boolean): KeyMapItem[][] {
  const count = Math.max(1, Math.floor(n));
  const plain = (chunk: KeyMapRow[]): KeyMapItem[] => chunk.map((row) => ({ kind: 'row', row }));
  if (!withPanels || rows.length === 0) return splitColumns(rows, count).map(plain);
  const runs = panelRuns(rows);

  if (runs.length <= count) {
    const tablesPer = runs.map(() => 1);
    const height = (i: number) => Math.ceil(runs[i]!.rows.length / tablesPer[i]!);
    for (let extra = count - runs.length; extra > 0; extra--) {
      let tallest = 0;
      for (let i = 1; i < runs.length; i++) if (height(i) > height(tallest)) tallest = i;
      if (height(tallest) <= 1) break;
      tablesPer[tallest]! += 1;
    }
    const tables = runs.flatMap((run, i) =>
      splitColumns(run.rows, tablesPer[i]!)
        .filter((chunk) => chunk.length > 0)
        .map((chunk, j) => [divider(run, j > 0), ...plain(chunk)]),
    );
    while (tables.length < count) tables.push([]);
    return tables;
  }

  // More panels than tables: one flowing list with a divider row at each panel start.
  const flow: { item: KeyMapItem; run: PanelRun }[] = runs.flatMap((run) => [
    { item: divider(run, false), run },
    ...plain(run.rows).map((item) => ({ item, run })),
  ]);
  const columns = splitColumns(flow, count);
  // A divider never ends a column: it moves down to head the next one.
  for (let i = 0; i < columns.length - 1; i++) {
    const last = columns[i]!.at(-1);
    if (last?.item.kind === 'panel') columns[i + 1]!.unshift(columns[i]!.pop()!);
  }
  return columns.map((column) => {
    const first = column[0];
    if (!first || first.item.kind === 'panel') return column.map((c) => c.item);
    return [divider(first.run, true), ...column.map((c) => c.item)];
  });
}

/**
 * The phone list's search: a unit or building containing the text, a key tag or hook starting with it, or the
 * panel named by it ("B" or "Panel B"). Case and surrounding spaces are ignored; an empty search keeps every key.
 */
export function filterKeyMap(rows: readonly KeyMapRow[], query: string): KeyMapRow[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return [...rows];
  const panel = q.replace(/^panel /, '');
  return rows.filter(
    (r) =>
      r.unit.toLowerCase().includes(q) ||
      r.building.toLowerCase().includes(q) ||
      r.keyTag.startsWith(q) ||
      r.keyHook.toLowerCase().startsWith(q) ||
      r.panel.toLowerCase() === panel,
  );
}
