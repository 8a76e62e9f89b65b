import { Card, Text, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, TableCard, type DataColumn } from '#web/components/data-table.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { ReportError } from './sr-report-frame.tsx';

export type RangeField = 'fromDate' | 'toDate';

/** From and To with the spec's from-after-to messages (001 §5) on the touched fields, as message keys. */
export function DateRangeFields({
  value,
  errors,
  onChange,
  onTouch,
}: {
  value: Record<RangeField, string>;
  errors: Partial<Record<RangeField, string>>;
  onChange: (field: RangeField, day: string) => void;
  onTouch: (field: RangeField) => void;
}) {
  const t = useSrReportsT();
  const field = (name: RangeField, label: string) => {
    const key = errors[name];
    return (
      <TextInput
        type="date"
        label={label}
        value={value[name]}
        error={key ? t(`srReports.open.${key.replace(' ', '.')}` as 'srReports.open.dateRangeFrom.afterTo') : undefined}
        onChange={(e) => onChange(name, e.currentTarget.value)}
        onBlur={() => onTouch(name)}
        required
      />
    );
  };
  return (
    <>
      {field('fromDate', t('srReports.open.from'))}
      {field('toDate', t('srReports.open.to'))}
    </>
  );
}

/** A report's answer in place: its failure, a skeleton while it loads, the empty text, or the table (cards on a phone). */
export function ReportResult<R>({
  query,
  rows,
  empty,
  emptyText,
  count,
  ...table
}: {
  query: UseQueryResult<unknown>;
  rows: readonly R[];
  /** Nothing to show (default: no rows). */
  empty?: boolean;
  emptyText: string;
  /** The test id of a row count above the table, when the report shows one. */
  count?: string;
  columns: DataColumn<R>[];
  rowKey: (row: R) => string | number;
  phone: boolean;
  'data-testid': string;
}): ReactNode {
  const t = useSrReportsT();
  if (query.error) return <ReportError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSkeleton />;
  return (
    <>
      {count ? (
        <Text size="sm" c="dimmed" data-testid={count}>
          {t('srReports.results', { count: rows.length })}
        </Text>
      ) : null}
      {(empty ?? rows.length === 0) ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{emptyText}</Text>
        </Card>
      ) : (
        <TableCard>
          <DataTable rows={rows} {...table} />
        </TableCard>
      )}
    </>
  );
}
