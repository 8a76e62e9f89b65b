import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { compareNames } from '../lib/format.ts';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable; strings sort as names (a leading "The" is ignored, spec 000 §9). */
  sortValue?: (row: T) => string | number | null;
  minWidth?: number;
}

const CONTROL_LABELS: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

export interface SortState {
  id: string;
  desc: boolean;
}

function compare(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareNames(a === null ? '' : String(a), b === null ? '' : String(b));
}

/** Sorts, then cuts a page; pure so the list pages and their tests agree. */
export function sortAndPage<T>(
  rows: readonly T[],
  columns: readonly DataColumn<T>[],
  sort: SortState | null,
  page: number,
  perPage: number,
) {
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  const sorted = column?.sortValue
    ? [...rows].sort((x, y) => compare(column.sortValue!(x), column.sortValue!(y)) * (sort!.desc ? -1 : 1))
    : [...rows];
  const pages = Math.max(1, Math.ceil(sorted.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: sorted.slice((current - 1) * perPage, current * perPage), pages, page: current };
}

/**
 * The spec's table helper (000 §2.6): sorting, optional perPage, first page by default, paging controls only when
 * there is more than one page. Sticky header; the table scrolls sideways on narrow screens instead of squeezing.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  perPage = 100,
  initialSort = null,
  minWidth = 700,
  caption,
  sortLabel,
}: {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  perPage?: number;
  initialSort?: SortState | null;
  minWidth?: number;
  caption?: string;
  sortLabel?: (header: string) => string;
}) {
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);
  const view = useMemo(() => sortAndPage(rows, columns, sort, page, perPage), [rows, columns, sort, page, perPage]);

  const toggle = (id: string) => {
    setSort((s) => (s?.id === id ? { id, desc: !s.desc } : { id, desc: false }));
    setPage(1);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} maxHeight="70vh">
        <Table striped highlightOnHover stickyHeader verticalSpacing="xs">
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => {
                const active = sort?.id === c.id;
                return (
                  <Table.Th
                    key={c.id}
                    style={{ minWidth: c.minWidth }}
                    aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  >
                    {c.sortValue ? (
                      <UnstyledButton
                        onClick={() => toggle(c.id)}
                        aria-label={sortLabel ? sortLabel(c.header) : c.header}
                      >
                        <Group gap={4} wrap="nowrap">
                          <Text span fw={700} size="sm">
                            {c.header}
                          </Text>
                          {active ? (
                            sort.desc ? (
                              <IconArrowDown size={14} aria-hidden />
                            ) : (
                              <IconArrowUp size={14} aria-hidden />
                            )
                          ) : (
                            <IconArrowsSort size={14} aria-hidden opacity={0.5} />
                          )}
                        </Group>
                      </UnstyledButton>
                    ) : (
                      c.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.id} style={{ minWidth: c.minWidth }}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {view.pages > 1 ? (
        <Group justify="flex-end" mt="sm">
          <Pagination
            total={view.pages}
            value={view.page}
            onChange={setPage}
            size="sm"
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          />
        </Group>
      ) : null}
    </>
  );
}
