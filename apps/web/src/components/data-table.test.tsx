import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import {
  columnsWithValues,
  DataTable,
  desktopColumns,
  parseSortOption,
  phoneLayout,
  sortOptionValue,
  tableMinWidth,
  TABLE_PHONE_QUERY,
  type DataColumn,
} from './data-table.tsx';

const col = (id: string, extra: Partial<DataColumn<unknown>> = {}) => ({ id, ...extra });
const ids = (cs: readonly { id: string }[]) => cs.map((c) => c.id);

describe('phoneLayout', () => {
  it('heads the card with the first column, shows two more on it and keeps the rest for details', () => {
    const l = phoneLayout([col('name'), col('a'), col('b'), col('c'), col('d')]);
    expect(l.primary?.id).toBe('name');
    expect(ids(l.card)).toEqual(['a', 'b']);
    expect(ids(l.details)).toEqual(['c', 'd']);
    expect(l.actions).toEqual([]);
  });

  it('honours the locked column, the action column and explicit places', () => {
    const l = phoneLayout([
      col('type', { phone: 'card' }),
      col('what', { primary: true }),
      col('detail', { phone: 'card' }),
      col('extra'),
      col('secret', { phone: 'hidden' }),
      col('act', { actions: true }),
    ]);
    expect(l.primary?.id).toBe('what');
    expect(ids(l.card)).toEqual(['type', 'detail']);
    // Once any column says where it goes, the unsaid ones go to details.
    expect(ids(l.details)).toEqual(['extra']);
    expect(ids(l.actions)).toEqual(['act']);
  });

  it('has no heading when the first column gives its own place (form rows)', () => {
    const l = phoneLayout([col('tag', { phone: 'card' }), col('hook', { phone: 'card' }), col('x', { actions: true })]);
    expect(l.primary).toBeNull();
    expect(ids(l.card)).toEqual(['tag', 'hook']);
  });
});

describe('desktopColumns', () => {
  it('puts the locked column first and the actions last', () => {
    expect(
      ids(desktopColumns([col('act', { actions: true }), col('a'), col('main', { primary: true }), col('b')])),
    ).toEqual(['main', 'a', 'b', 'act']);
  });
});

describe('tableMinWidth', () => {
  it('adds each column at its minimum (75 when it gives none) and its padding', () => {
    expect(tableMinWidth([{ minWidth: 200 }, {}, {}])).toBe(200 + 75 + 75 + 3 * 20);
  });
});

describe('columnsWithValues', () => {
  it('drops the columns empty in every row', () => {
    const rows = [
      { a: 'x', b: '' },
      { a: '', b: '' },
    ];
    const kept = columnsWithValues([col('a'), col('b')], rows, (c, r: Record<string, string>) => r[c.id] !== '');
    expect(ids(kept)).toEqual(['a']);
  });
});

describe('sort options', () => {
  it('round-trips a sort state through the phone picker value', () => {
    expect(parseSortOption(sortOptionValue({ id: 'last:used', desc: true }))).toEqual({ id: 'last:used', desc: true });
    expect(parseSortOption(sortOptionValue(null))).toBeNull();
  });

  it('uses the spec width and screens only', () => {
    expect(TABLE_PHONE_QUERY).toBe('screen and (max-width: 800px)');
  });
});

interface Row {
  id: number;
  name: string;
  city: string;
  zip: string;
  notes: string;
}
const rows: Row[] = [
  { id: 1, name: 'Beta', city: 'Austin', zip: '78701', notes: 'North gate' },
  { id: 2, name: 'Alpha', city: 'Boston', zip: '02108', notes: '' },
];
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'city', header: 'City', cell: (r) => r.city },
  { id: 'zip', header: 'ZIP', cell: (r) => r.zip },
  { id: 'notes', header: 'Notes', cell: (r) => r.notes },
  { id: 'act', header: 'Actions', actions: true, cell: (r) => <button type="button">Edit {r.name}</button> },
];

describe('DataTable on a phone', () => {
  it('is a list of cards named by their locked column, with details behind a toggle and actions always there', () => {
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} phone caption="Places" />);
    const list = screen.getByRole('list', { name: 'Places' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const beta = screen.getByRole('listitem', { name: 'Beta' });
    expect(within(beta).getByRole('heading', { level: 3, name: 'Beta' })).toBeTruthy();
    expect(within(beta).getByText('Austin')).toBeTruthy();
    expect(within(beta).getByRole('button', { name: 'Edit Beta' })).toBeTruthy();
    const toggle = within(beta).getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(beta).getByText('North gate')).toBeTruthy();
    // An empty value leaves its label out.
    const alpha = screen.getByRole('listitem', { name: 'Alpha' });
    expect(within(alpha).queryByText('Notes')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts with a labelled picker', () => {
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} phone />);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name:asc' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Alpha', 'Beta']);
  });
});

describe('DataTable on a desktop', () => {
  it('is a table with named sort buttons and the actions last', () => {
    renderWithProviders(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} phone={false} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City', 'ZIP', 'Notes', 'Actions']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('ascending');
  });
});
