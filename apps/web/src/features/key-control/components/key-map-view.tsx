import { Group, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { KeyMapRow } from '@kc/domain/key-control';
import { MOBILE_QUERY } from '#web/components/desktop-only.tsx';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import {
  DEFAULT_KEY_MAP_SORT,
  filterKeyMap,
  layoutKeyMap,
  PRINT_TABLES,
  showsPanels,
  sortKeyMap,
  tablesForWidth,
  type KeyMapItem,
  type KeyMapSort,
  type KeyMapSortId,
} from '../api/key-map-layout.ts';
import classes from './key-map.module.css';

type T = ReturnType<typeof useKeyControlT>;
const COLUMNS: KeyMapSortId[] = ['building', 'unit', 'keyHook', 'keyTag'];
/**
 * Column shares that fit the full headers (13 px bold plus the sort arrow) in the narrowest table the breakpoints
 * allow (about 315 px: six tables at 1952 px), so no header wraps or cuts off.
 */
const SHARE: Record<KeyMapSortId, number> = { building: 25, unit: 24, keyHook: 27, keyTag: 24 };
/** A cabinet whose units have no building shows no Building column. */
const columnsFor = (rows: readonly KeyMapRow[]) =>
  rows.some((r) => r.building !== '') ? COLUMNS : COLUMNS.filter((c) => c !== 'building');

function ColGroup({ columns }: { columns: KeyMapSortId[] }) {
  const total = columns.reduce((sum, c) => sum + SHARE[c], 0);
  return (
    <colgroup>
      {columns.map((id) => (
        <col key={id} style={{ width: `${(SHARE[id] / total) * 100}%` }} />
      ))}
    </colgroup>
  );
}

function Cells({ row, columns, Td }: { row: KeyMapRow; columns: KeyMapSortId[]; Td: 'td' | typeof Table.Td }) {
  return columns.map((id) => <Td key={id}>{row[id]}</Td>);
}
/** Table headers stick below the shell's fixed header, not under it. */
const STICKY_OFFSET = 'var(--app-shell-header-offset, 0rem)';
const label = (t: T, id: KeyMapSortId) => t(`keycontrol.keymap.${id}`);

function SortHeader({
  id,
  text,
  sort,
  onSort,
}: {
  id: KeyMapSortId;
  text: string;
  sort: KeyMapSort;
  onSort: (id: KeyMapSortId) => void;
}) {
  const active = sort.id === id;
  const Icon = !active ? IconArrowsSort : sort.desc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(id)} className={classes.sortButton}>
        <span className={classes.headerText}>{text}</span>
        <Icon size={12} opacity={active ? 1 : 0.4} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function PanelRow({ item, colSpan }: { item: Extract<KeyMapItem, { kind: 'panel' }>; colSpan: number }) {
  const t = useKeyControlT();
  return (
    <Table.Tr className={classes.panelRow} data-testid="keymap-panel" data-panel={item.panel}>
      <Table.Td colSpan={colSpan}>
        <span className={classes.panelName}>
          {t(item.continued ? 'keycontrol.keymap.panelContinued' : 'keycontrol.keymap.panel', { panel: item.panel })}
        </span>
        {item.continued ? null : (
          <span className={classes.panelKeys}>{t('keycontrol.keymap.panelKeys', { count: item.keys })}</span>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

const rowKey = (r: KeyMapRow) => `${r.keyTag}-${r.keyHook}`;

/**
 * The key map (spec 001 §2): one sorted list of building, unit, key hook and key tag. On a desktop it is cut into 1
 * to 6 side-by-side tables by width that read as one map (one sort, aligned rows, panel boundaries); on a phone it
 * is a single searchable list; printed it is 4 tables under the confidentiality warning.
 */
export function KeyMapView({ rows, printTitle }: { rows: readonly KeyMapRow[]; printTitle?: string }) {
  const t = useKeyControlT();
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [sort, setSort] = useState<KeyMapSort>(DEFAULT_KEY_MAP_SORT);
  const sorted = useMemo(() => sortKeyMap(rows, sort), [rows, sort]);
  const onSort = (id: KeyMapSortId) => setSort((s) => ({ id, desc: s.id === id ? !s.desc : false }));
  const panels = showsPanels(sort);
  const columns = columnsFor(rows);

  return (
    <div>
      {phone ? (
        <KeyMapList rows={sorted} sort={sort} onSort={onSort} />
      ) : (
        <KeyMapTables rows={sorted} columns={columns} sort={sort} onSort={onSort} />
      )}
      <div className={classes.print} data-testid="keymap-print">
        {printTitle ? <div className={classes.printTitle}>{printTitle}</div> : null}
        <div className={classes.warning} role="note">
          {t('keycontrol.keymap.warning')}
        </div>
        <div className={classes.printTables}>
          {layoutKeyMap(sorted, PRINT_TABLES, panels).map((items, i) => (
            <table key={i} data-testid="keymap-print-table">
              <ColGroup columns={columns} />
              <thead>
                <tr>
                  {columns.map((id) => (
                    <th key={id}>{label(t, id)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) =>
                  item.kind === 'panel' ? (
                    <tr key={`panel-${item.panel}-${item.continued}`} className={classes.printPanel}>
                      <td colSpan={columns.length}>
                        {t(item.continued ? 'keycontrol.keymap.panelContinued' : 'keycontrol.keymap.panel', {
                          panel: item.panel,
                        })}
                      </td>
                    </tr>
                  ) : (
                    <tr key={rowKey(item.row)}>
                      <Cells row={item.row} columns={columns} Td="td" />
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          ))}
        </div>
      </div>
    </div>
  );
}

interface ListProps {
  rows: KeyMapRow[];
  columns?: KeyMapSortId[];
  sort: KeyMapSort;
  onSort: (id: KeyMapSortId) => void;
}

/** Desktop: as many tables as the width allows, cut from the one sorted list, with the same header and row heights. */
function KeyMapTables({ rows, columns = COLUMNS, sort, onSort }: ListProps) {
  const t = useKeyControlT();
  const { ref, width } = useElementSize();
  const count = width > 0 ? tablesForWidth(width) : 1;
  const tables = layoutKeyMap(rows, count, showsPanels(sort));
  return (
    <Stack gap={6} ref={ref} className={classes.screenOnly}>
      <Text size="sm" c="dimmed" data-testid="keymap-order">
        {t('keycontrol.keymap.readingOrder', {
          column: label(t, sort.id),
          direction: t(sort.desc ? 'keycontrol.keymap.descending' : 'keycontrol.keymap.ascending'),
        })}
      </Text>
      <div className={classes.screen} data-testid="keymap-screen" data-tables={count}>
        {tables.map((items, i) => (
          <Table
            key={i}
            striped
            withTableBorder
            stickyHeader
            stickyHeaderOffset={STICKY_OFFSET}
            layout="fixed"
            fz={13}
            data-testid="keymap-table"
            verticalSpacing={4}
            horizontalSpacing={4}
            className={classes.table}
          >
            <ColGroup columns={columns} />
            <Table.Thead>
              <Table.Tr className={classes.headerRow}>
                {columns.map((id) => (
                  <SortHeader key={id} id={id} text={label(t, id)} sort={sort} onSort={onSort} />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) =>
                item.kind === 'panel' ? (
                  <PanelRow key={`panel-${item.panel}-${item.continued}`} item={item} colSpan={columns.length} />
                ) : (
                  <Table.Tr key={rowKey(item.row)} className={classes.row}>
                    <Cells row={item.row} columns={columns} Td={Table.Td} />
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        ))}
      </div>
    </Stack>
  );
}

/** Phone: one list with a search over unit, building, key tag, hook and panel. */
function KeyMapList({ rows, sort, onSort }: ListProps) {
  const t = useKeyControlT();
  const [query, setQuery] = useState('');
  const found = useMemo(() => filterKeyMap(rows, query), [rows, query]);
  const items = layoutKeyMap(found, 1, showsPanels(sort))[0]!;
  return (
    <Stack gap="xs" className={classes.screenOnly}>
      <TextInput
        type="search"
        label={t('keycontrol.keymap.search')}
        placeholder={t('keycontrol.keymap.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="keymap-matches">
        {/* The page's badge already counts every key; this line speaks up only for a search. */}
        {query.trim() === ''
          ? null
          : found.length === 0
            ? t('keycontrol.keymap.noMatch', { query: query.trim() })
            : t('keycontrol.keymap.matches', { count: found.length, total: rows.length })}
      </Text>
      {found.length > 0 ? (
        <Table
          striped
          withTableBorder
          stickyHeader
          stickyHeaderOffset={STICKY_OFFSET}
          layout="fixed"
          fz="sm"
          verticalSpacing={6}
          horizontalSpacing={8}
          data-testid="keymap-list"
        >
          <colgroup>
            <col className={classes.listUnit} />
            <col />
            <col />
          </colgroup>
          <Table.Thead>
            <Table.Tr className={classes.headerRow}>
              <SortHeader id="unit" text={t('keycontrol.keymap.unitAndBuilding')} sort={sort} onSort={onSort} />
              <SortHeader id="keyHook" text={t('keycontrol.keymap.keyHook')} sort={sort} onSort={onSort} />
              <SortHeader id="keyTag" text={t('keycontrol.keymap.keyTag')} sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) =>
              item.kind === 'panel' ? (
                <PanelRow key={`panel-${item.panel}`} item={item} colSpan={3} />
              ) : (
                <Table.Tr key={rowKey(item.row)}>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Text span fw={600} size="sm">
                        {item.row.unit}
                      </Text>
                      {item.row.building ? (
                        <Text span c="dimmed" size="xs">
                          {item.row.building}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.row.keyHook}</Table.Td>
                  <Table.Td>{item.row.keyTag}</Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
