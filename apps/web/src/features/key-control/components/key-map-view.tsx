import { Table, UnstyledButton, Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { hookPosition, parseHook, type KeyMapRow } from '@kc/domain/key-control';
import { compareNames } from '#web/lib/format.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';
import classes from './key-map.module.css';

/** Spec 001 §2: 1 to 6 tables side by side, a new one at each of these container widths. */
export const KEY_MAP_BREAKPOINTS = [692, 1006, 1322, 1637, 1952] as const;
export const PRINT_TABLES = 4;

export function tablesForWidth(width: number): number {
  return 1 + KEY_MAP_BREAKPOINTS.filter((b) => width >= b).length;
}

/** Splits rows into `n` consecutive columns of (nearly) equal length, reading top to bottom then left to right. */
export function splitColumns<T>(rows: readonly T[], n: number): T[][] {
  const per = Math.max(1, Math.ceil(rows.length / n));
  return Array.from({ length: n }, (_, i) => rows.slice(i * per, (i + 1) * per));
}

type SortId = keyof KeyMapRow;
const hookValue = (h: string) => {
  const e = parseHook(h, /^\d+$/.test(h));
  return e === null ? Number.MAX_SAFE_INTEGER : hookPosition(e);
};
function compareRows(id: SortId, a: KeyMapRow, b: KeyMapRow): number {
  if (id === 'keyHook') return hookValue(a.keyHook) - hookValue(b.keyHook);
  if (id === 'keyTag') return a.keyTag.localeCompare(b.keyTag);
  return compareNames(a[id], b[id]) || hookValue(a.keyHook) - hookValue(b.keyHook);
}

/** The key map: sortable columns building, unit, key hook and key tag, as many tables as the width allows, and a 4-table print view. */
export function KeyMapView({ rows }: { rows: readonly KeyMapRow[] }) {
  const t = useKeyControlT();
  const { ref, width } = useElementSize();
  const [sort, setSort] = useState<{ id: SortId; desc: boolean }>({ id: 'keyHook', desc: false });
  const sorted = useMemo(
    () => [...rows].sort((a, b) => compareRows(sort.id, a, b) * (sort.desc ? -1 : 1)),
    [rows, sort],
  );
  const count = width > 0 ? tablesForWidth(width) : 1;
  const headers: { id: SortId; label: string }[] = [
    { id: 'building', label: t('keycontrol.keymap.building') },
    { id: 'unit', label: t('keycontrol.keymap.unit') },
    { id: 'keyHook', label: t('keycontrol.keymap.keyHook') },
    { id: 'keyTag', label: t('keycontrol.keymap.keyTag') },
  ];
  const toggle = (id: SortId) => setSort((s) => ({ id, desc: s.id === id ? !s.desc : false }));

  return (
    <div ref={ref}>
      <div className={classes.screen} data-testid="keymap-screen" data-tables={count}>
        {splitColumns(sorted, count).map((chunk, i) => (
          <Table
            key={i}
            striped
            withTableBorder
            stickyHeader
            fz="sm"
            data-testid="keymap-table"
            verticalSpacing={4}
            horizontalSpacing={6}
          >
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h.id} aria-sort={sort.id === h.id ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
                    <UnstyledButton onClick={() => toggle(h.id)} fz="sm" fw={700}>
                      <Group gap={2} wrap="nowrap">
                        {h.label}
                        {sort.id === h.id ? (
                          sort.desc ? (
                            <IconArrowDown size={12} />
                          ) : (
                            <IconArrowUp size={12} />
                          )
                        ) : (
                          <IconArrowsSort size={12} opacity={0.4} />
                        )}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chunk.map((r) => (
                <Table.Tr key={`${r.keyTag}-${r.keyHook}`}>
                  <Table.Td>{r.building}</Table.Td>
                  <Table.Td>{r.unit}</Table.Td>
                  <Table.Td>{r.keyHook}</Table.Td>
                  <Table.Td>{r.keyTag}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
      </div>
      <div className={classes.print} data-testid="keymap-print">
        <div className={classes.warning} role="note">
          {t('keycontrol.keymap.warning')}
        </div>
        <div className={classes.printTables}>
          {splitColumns(sorted, PRINT_TABLES).map((chunk, i) => (
            <table key={i} data-testid="keymap-print-table">
              <thead>
                <tr>
                  {headers.map((h) => (
                    <th key={h.id}>{h.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chunk.map((r) => (
                  <tr key={`${r.keyTag}-${r.keyHook}`}>
                    <td>{r.building}</td>
                    <td>{r.unit}</td>
                    <td>{r.keyHook}</td>
                    <td>{r.keyTag}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </div>
    </div>
  );
}
