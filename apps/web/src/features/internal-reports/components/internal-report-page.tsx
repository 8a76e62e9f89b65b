import { Button, Card, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconPrinter, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { InternalReportKind } from '@kc/domain/internal-reports';
import { DataTable, TableCard, type DataColumn, type SortState } from '#web/components/data-table.tsx';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { ReportResults } from '#web/components/report-results.tsx';
import { PrintStyles, printSoon } from '#web/lib/print.tsx';
import { downloadInternalReport } from '../api/internal-reports-api.ts';
import { useInternalReportsT } from '../i18n/use-internal-reports-t.ts';

interface Props<R> {
  kind: InternalReportKind;
  title: string;
  description: string;
  emptyText: string;
  query: UseQueryResult<R[]>;
  columns: DataColumn<R>[];
  rowKey: (row: R) => string | number;
  /** The text the search box matches (case-insensitive). */
  searchText: (row: R) => string;
  /** The report's own filter fields (sent to the server). */
  filters: ReactNode;
  /** The filter the export sends; null while the fields are invalid. */
  exportFilter: Record<string, string | number | undefined> | null;
  initialSort?: SortState;
  onClear: () => void;
}

/**
 * The shape shared by the three internal reports (decision 0056): header with Excel export and print, the report's
 * filters plus a search over the rows, the row count, and the data table (cards on a phone).
 */
export function InternalReportPage<R>(props: Props<R>) {
  const t = useInternalReportsT();
  const { query, columns, searchText } = props;
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = query.data ?? [];
    return needle ? all.filter((r) => searchText(r).toLowerCase().includes(needle)) : all;
  }, [query.data, search, searchText]);

  const exportNow = async () => {
    if (!props.exportFilter) return;
    setExporting(true);
    try {
      await downloadInternalReport(props.kind, props.exportFilter);
    } catch (e) {
      notifications.show({
        color: 'red',
        message: t('internalReports.exportFailed', { message: (e as Error).message }),
      });
    } finally {
      setExporting(false);
    }
  };

  const actions = (
    <Group gap="xs" className="kc-no-print">
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={exporting}
        disabled={!props.exportFilter || !query.data?.length}
        onClick={() => void exportNow()}
      >
        {t('internalReports.exportExcel')}
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={printSoon} disabled={!rows.length}>
        {t('internalReports.print')}
      </Button>
    </Group>
  );

  return (
    <PageContainer>
      <PrintStyles />
      <PageHeader
        title={props.title}
        description={props.description}
        back={{ to: '/dashboard', label: t('internalReports.back') }}
        actions={actions}
      />
      <Card withBorder radius="md" padding="md" className="kc-no-print">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('internalReports.filters.search')}
            placeholder={t('internalReports.filters.searchHint')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {props.filters}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setSearch('');
              props.onClear();
            }}
          >
            {t('internalReports.filters.clear')}
          </Button>
        </Group>
      </Card>
      <ReportResults
        error={query.error}
        loaded={!!query.data}
        onRetry={() => void query.refetch()}
        text={{
          notFound: t('internalReports.notAllowed'),
          loadFailed: t('internalReports.loadFailed'),
          retry: t('internalReports.retry'),
          count: t('internalReports.results', { count: rows.length }),
          empty: rows.length === 0 ? props.emptyText : null,
        }}
        countTestId="internal-report-count"
      >
        <TableCard>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={props.rowKey}
            initialSort={props.initialSort ?? null}
            data-testid="internal-report-table"
          />
        </TableCard>
      </ReportResults>
    </PageContainer>
  );
}
