import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TablePager } from './data-table.tsx';

/** One page of a server-paged list: its number, its size, how many rows it holds and how many match in all. */
export interface PageOf {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
}

/** The rows a page shows, 1-based ("101–200 of 452"); null when everything fits one page. */
export function pagedRange({
  page,
  pageSize,
  shown,
  total,
}: PageOf): { from: number; to: number; total: number } | null {
  if (total <= pageSize) return null;
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1, total };
}

/**
 * A server-paged list's results (purchase orders, service requests): how many match (announced to screen readers as
 * it changes), the table or a card saying nothing matches, and the pager. Each page passes its own words.
 */
export function PagedResults({
  page,
  text,
  countTestId,
  onPage,
  children,
}: {
  page: PageOf;
  text: {
    count: (count: number) => string;
    range: (range: { from: number; to: number; total: number }) => string;
    empty: string;
  };
  countTestId: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const range = pagedRange(page);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid={countTestId} aria-live="polite">
        {range ? text.range(range) : text.count(page.total)}
      </Text>
      {page.shown === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{text.empty}</Text>
        </Card>
      ) : (
        children
      )}
      <TablePager pages={Math.ceil(page.total / page.pageSize)} page={page.page} onChange={onPage} />
    </Stack>
  );
}
