import { Box, Button, Collapse, Group, NativeSelect, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compareNames } from '../lib/format.ts';
import classes from './data-table.module.css';

/** The spec's table responsive width (000 §9): at this width or less a table shows as a list of cards. */
export const TABLE_PHONE_WIDTH = 800;
/** Screens only: a printout keeps the table. */
export const TABLE_PHONE_QUERY = `screen and (max-width: ${TABLE_PHONE_WIDTH}px)`;

/**
 * Where a column goes on a phone: 'card' shows on the card itself, 'details' in the card's expandable area (spec 001
 * §4's overflow area), 'hidden' nowhere (the desktop's extra detail a phone can do without).
 */
export type PhonePlace = 'card' | 'details' | 'hidden';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable; strings sort as names (a leading "The" is ignored, spec 000 §9). */
  sortValue?: (row: T) => string | number | null;
  minWidth?: number;
  /**
   * The locked column: first on desktop, the heading of each card on a phone. Default: the first column, unless that
   * column gives a `phone` place.
   */
  primary?: boolean;
  /** The row's action buttons: right-aligned on desktop, always visible at the foot of each card on a phone. */
  actions?: boolean;
  /** Where the column goes on a phone (default 'card' for the first two other columns, then 'details'). */
  phone?: PhonePlace;
}

export interface SortState {
  id: string;
  desc: boolean;
}

export interface PhoneLayout<C> {
  primary: C | null;
  card: C[];
  details: C[];
  actions: C[];
}

/** How many columns besides the primary one show on a card when the columns do not say. */
export const DEFAULT_CARD_COLUMNS = 2;

/** Splits the columns for the phone card layout; pure so the rule is tested once. */
export function phoneLayout<C extends Pick<DataColumn<unknown>, 'primary' | 'actions' | 'phone'>>(
  columns: readonly C[],
): PhoneLayout<C> {
  const actions = columns.filter((c) => c.actions);
  const rest = columns.filter((c) => !c.actions);
  // The first column heads the card unless it says where it goes (a form's rows have no heading).
  const primary = rest.find((c) => c.primary) ?? (rest[0]?.phone === undefined ? rest[0] : undefined) ?? null;
  const others = rest.filter((c) => c !== primary && c.phone !== 'hidden');
  const explicit = others.some((c) => c.phone !== undefined);
  const card: C[] = [];
  const details: C[] = [];
  others.forEach((c) => {
    const place = c.phone ?? (explicit ? 'details' : card.length < DEFAULT_CARD_COLUMNS ? 'card' : 'details');
    (place === 'card' ? card : details).push(c);
  });
  return { primary, card, details, actions };
}

/** Desktop order: the locked column first, the actions last, the rest as given. */
export function desktopColumns<C extends Pick<DataColumn<unknown>, 'primary' | 'actions'>>(columns: readonly C[]): C[] {
  const primary = columns.find((c) => c.primary && !c.actions);
  const middle = columns.filter((c) => c !== primary && !c.actions);
  return [...(primary ? [primary] : []), ...middle, ...columns.filter((c) => c.actions)];
}

/** Spec 001 §9: an auto-sized column is at least 75 px wide. */
export const MIN_AUTO_COLUMN = 75;
/** A cell's horizontal padding (Mantine's table, both sides). */
const CELL_PADDING = 20;

/** The narrowest the desktop table can be without its columns overflowing. */
export function tableMinWidth(columns: readonly Pick<DataColumn<unknown>, 'minWidth'>[]): number {
  return columns.reduce((sum, c) => sum + (c.minWidth ?? MIN_AUTO_COLUMN) + CELL_PADDING, 0);
}

/** A cell with nothing to show (the card leaves its label out rather than show an empty value). */
export const isEmptyCell = (node: ReactNode) => node === null || node === undefined || node === '' || node === false;

/** The columns that have something to show in at least one row (e.g. the keys-out report hides the others). */
export function columnsWithValues<C>(
  columns: readonly C[],
  rows: readonly unknown[],
  hasValue: (column: C, row: never) => boolean,
): C[] {
  return columns.filter((c) => rows.some((r) => hasValue(c, r as never)));
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

/** The value of the phone's sort picker for a sort state, and back. */
export const sortOptionValue = (s: SortState | null) => (s ? `${s.id}:${s.desc ? 'desc' : 'asc'}` : '');
export function parseSortOption(value: string): SortState | null {
  const i = value.lastIndexOf(':');
  if (i <= 0) return null;
  return { id: value.slice(0, i), desc: value.slice(i + 1) === 'desc' };
}

/**
 * Whether the element is narrower than `minWidth`, watched only while `enabled`. A boolean, not the width: the
 * table renders again only when it crosses the line, not once more after every first layout.
 */
function useNarrowerThan(minWidth: number, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setNarrow(width > 0 && width < minWidth);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [minWidth, enabled]);
  return { ref, narrow: enabled && narrow };
}

/** True at the spec's table width or less; read synchronously so a phone never paints the wide table first. */
export function usePhoneTable(): boolean {
  return useMediaQuery(TABLE_PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string | number;
  perPage?: number;
  initialSort?: SortState | null;
  caption?: string;
  sortLabel?: (header: string) => string;
  /** Forces a layout (the reports keep their phone layout up to 1000 px, spec 001 §9); default by width. */
  phone?: boolean;
  /** The heading level of each card's title on a phone (default 3). */
  cardHeadingOrder?: 2 | 3 | 4;
  /** Told the sort whenever the reader changes it (a page whose export follows the table's order). */
  onSortChange?: (sort: SortState | null) => void;
  'data-testid'?: string;
}

/**
 * The spec's table helper (000 §2.6): sorting, optional perPage, first page by default, paging controls only when
 * there is more than one page. On desktop a table whose header sticks under the app header as the page scrolls;
 * at 800 px or less (spec 000 §9), or where its columns do not fit, a list of cards: the locked column heads each
 * card, a few columns show on it, the rest open in an expandable details area (spec 001 §4) and the row actions
 * stay at the card's foot. Columns say their part with `primary`, `actions` and `phone`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, perPage = 100, initialSort = null } = props;
  const byWidth = usePhoneTable();
  // Between 800 px and a width the columns fit in, the cards too: a table never pushes the page sideways.
  const { ref, narrow } = useNarrowerThan(tableMinWidth(columns), props.phone === undefined && !byWidth);
  const phone = props.phone ?? (byWidth || narrow);
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);
  const { onSortChange } = props;
  useEffect(() => onSortChange?.(sort), [sort, onSortChange]);
  const view = useMemo(() => sortAndPage(rows, columns, sort, page, perPage), [rows, columns, sort, page, perPage]);

  const toggle = (id: string) => {
    setSort((s) => (s?.id === id ? { id, desc: !s.desc } : { id, desc: false }));
    setPage(1);
  };

  return (
    <div ref={ref}>
      {phone ? (
        <PhoneCards
          {...props}
          rows={view.rows}
          sort={sort}
          onSort={(s) => {
            setSort(s);
            setPage(1);
          }}
        />
      ) : (
        <DesktopTable {...props} rows={view.rows} sort={sort} onToggle={toggle} />
      )}
      <TablePager pages={view.pages} page={view.page} onChange={setPage} phone={phone} />
    </div>
  );
}

/**
 * The white frame a list page puts around its table (the header still sticks: the frame does not clip). Around
 * cards it disappears, as each card has its own frame.
 */
export function TableCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.frame}>
      {children}
    </Paper>
  );
}

/** Mantine's small pagination control height (--pagination-control-size-sm). */
const PAGER_HEIGHT = 'calc(1.625rem * var(--mantine-scale))';
const Pagination = lazy(() => import('./table-pagination.tsx'));

/**
 * The paging controls with named buttons; only when there is more than one page. Also for server-paged tables. Mantine's
 * Pagination loads then (decision 0050); until it arrives a box of its height holds the place.
 */
export function TablePager({
  pages,
  page,
  onChange,
  phone,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
  phone?: boolean;
}) {
  const { t } = useTranslation();
  const byWidth = usePhoneTable();
  const narrow = phone ?? byWidth;
  if (pages <= 1) return null;
  return (
    <Group justify={narrow ? 'center' : 'flex-end'} mt="sm">
      <Suspense fallback={<Box h={PAGER_HEIGHT} />}>
        <Pagination
          total={pages}
          value={page}
          onChange={onChange}
          size="sm"
          siblings={narrow ? 0 : 1}
          getItemProps={(n) => ({ 'aria-label': t('table.page', { page: n }) })}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
        />
      </Suspense>
    </Group>
  );
}

/** True when no ancestor of the element clips or scrolls, so `position: sticky` follows the page. */
export function scrollsWithPage(element: Element): boolean {
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (['overflow', 'overflowX', 'overflowY'].some((k) => !['visible', 'clip', ''].includes(style[k as 'overflow'])))
      return false;
  }
  return true;
}

function DesktopTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  sortLabel,
  sort,
  onToggle,
  'data-testid': testId,
}: DataTableProps<T> & { sort: SortState | null; onToggle: (id: string) => void }) {
  const { t } = useTranslation();
  const ordered = desktopColumns(columns);
  const [sticky, setSticky] = useState(true);
  const ref = useRef<HTMLTableElement>(null);
  // The header sticks to the page scroll; inside a clipping box (a Card hides overflow) it would stick to that
  // box at the app header's offset and cover rows, so there it stays put.
  useLayoutEffect(() => {
    if (ref.current) setSticky(scrollsWithPage(ref.current));
  }, []);
  return (
    <Table
      ref={ref}
      striped
      highlightOnHover
      stickyHeader={sticky}
      stickyHeaderOffset="var(--app-shell-header-offset, 0rem)"
      verticalSpacing="xs"
      data-testid={testId}
      data-layout="table"
    >
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <Table.Thead>
        <Table.Tr>
          {ordered.map((c) => {
            const active = sort?.id === c.id;
            return (
              <Table.Th
                key={c.id}
                style={{ minWidth: c.minWidth }}

                aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
              >
                {c.sortValue ? (
                  <UnstyledButton
                    onClick={() => onToggle(c.id)}
                    aria-label={sortLabel ? sortLabel(c.header) : t('table.sortBy', { column: c.header })}
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
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {ordered.map((c) => (
              <Table.Td key={c.id} style={{ minWidth: c.minWidth }}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PhoneCards<T>({
  rows,
  columns,
  rowKey,
  caption,
  sort,
  onSort,
  cardHeadingOrder = 3,
  'data-testid': testId,
}: DataTableProps<T> & { sort: SortState | null; onSort: (s: SortState | null) => void }) {
  const { t } = useTranslation();
  const layout = useMemo(() => phoneLayout(columns), [columns]);
  const sortable = columns.filter((c) => c.sortValue);
  const pickerId = useId();
  return (
    <Stack gap="xs" data-testid={testId} data-layout="cards">
      {sortable.length > 0 && rows.length > 1 ? (
        <NativeSelect
          id={pickerId}
          size="sm"
          label={t('table.sortLabel')}
          value={sortOptionValue(sort)}
          onChange={(e) => onSort(parseSortOption(e.currentTarget.value))}
          data={[
            { value: '', label: t('table.sortNone') },
            ...sortable.flatMap((c) => [
              { value: sortOptionValue({ id: c.id, desc: false }), label: t('table.sortAsc', { column: c.header }) },
              { value: sortOptionValue({ id: c.id, desc: true }), label: t('table.sortDesc', { column: c.header }) },
            ]),
          ]}
        />
      ) : null}
      <Box
        component="ul"
        role="list"
        aria-label={caption}
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }}
      >
        {rows.map((row) => (
          <PhoneCard key={rowKey(row)} row={row} layout={layout} headingOrder={cardHeadingOrder} />
        ))}
      </Box>
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" fw={600} c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Box>
    </Group>
  );
}

function Fields<T>({ row, columns, id }: { row: T; columns: readonly DataColumn<T>[]; id?: string }) {
  const shown = columns.map((c) => ({ c, v: c.cell(row) })).filter(({ v }) => !isEmptyCell(v));
  if (shown.length === 0) return null;
  return (
    <Stack component="dl" gap={4} m={0} id={id}>
      {shown.map(({ c, v }) => (
        <Field key={c.id} label={c.header} value={v} />
      ))}
    </Stack>
  );
}

function PhoneCard<T>({
  row,
  layout,
  headingOrder,
}: {
  row: T;
  layout: PhoneLayout<DataColumn<T>>;
  headingOrder: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const hasDetails = layout.details.some((c) => !isEmptyCell(c.cell(row)));
  const actions = layout.actions.map((c) => ({ c, v: c.cell(row) })).filter(({ v }) => !isEmptyCell(v));
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={headingId}>
      <Stack gap={6}>
        {layout.primary ? (
          <Text
            component={`h${headingOrder}` as 'h3'}
            id={headingId}
            className={classes.heading}
            m={0}
            style={{ overflowWrap: 'anywhere' }}
          >
            {layout.primary.cell(row)}
          </Text>
        ) : null}
        <Fields row={row} columns={layout.card} />
        {hasDetails ? (
          <>
            <Collapse expanded={open}>
              <Fields row={row} columns={layout.details} id={detailsId} />
            </Collapse>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                px={4}
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={detailsId}
                aria-describedby={headingId}
                leftSection={
                  open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
                }
              >
                {t('table.details')}
              </Button>
            </Group>
          </>
        ) : null}
        {actions.length > 0 ? (
          <Group gap="xs" wrap="wrap">
            {actions.map(({ c, v }) => (
              <Box key={c.id}>{v}</Box>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
