import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PagedResults, pagedRange } from './paged-results.tsx';

const text = {
  count: (count: number) => `${count} orders`,
  range: (r: { from: number; to: number; total: number }) => `${r.from}–${r.to} of ${r.total} orders`,
  empty: 'No orders match.',
};

describe('pagedRange', () => {
  it('names the rows of a page, the last one short', () => {
    expect(pagedRange({ page: 1, pageSize: 100, shown: 100, total: 452 })).toEqual({ from: 1, to: 100, total: 452 });
    expect(pagedRange({ page: 5, pageSize: 100, shown: 52, total: 452 })).toEqual({ from: 401, to: 452, total: 452 });
  });

  it('is null when everything fits one page', () => {
    expect(pagedRange({ page: 1, pageSize: 100, shown: 100, total: 100 })).toBeNull();
  });
});

describe('PagedResults', () => {
  it('shows the range, the table and a pager that asks for another page', async () => {
    const onPage = vi.fn();
    renderWithProviders(
      <PagedResults
        page={{ page: 2, pageSize: 100, shown: 100, total: 452 }}
        text={text}
        countTestId="n"
        onPage={onPage}
      >
        <table aria-label="orders" />
      </PagedResults>,
    );
    expect(screen.getByTestId('n').textContent).toBe('101–200 of 452 orders');
    expect(screen.getByRole('table', { name: 'orders' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /page 3/i }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says nothing matches instead of an empty table, with no pager', () => {
    renderWithProviders(
      <PagedResults page={{ page: 1, pageSize: 100, shown: 0, total: 0 }} text={text} countTestId="n" onPage={vi.fn()}>
        <table aria-label="orders" />
      </PagedResults>,
    );
    expect(screen.getByTestId('n').textContent).toBe('0 orders');
    expect(screen.getByText('No orders match.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
