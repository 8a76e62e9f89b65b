import { Anchor, Button, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { defaultOpenReportRange, rangeErrors } from '@kc/domain/service-requests/open-report';
import {
  CLOSED_REPORT_COLUMNS,
  ClosedReportQuerySchema,
  type ClosedReportQuery,
} from '@kc/domain/service-requests/reports';
import { DataTable, TableCard } from '#web/components/data-table.tsx';
import { PageSkeleton } from '#web/components/page-skeleton.tsx';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import { closedReportQueryOptions } from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { toDataColumns } from './report-columns.tsx';
import { ReportError, SrReportFrame } from './sr-report-frame.tsx';

/** /service-requests/report/closed (spec 001 §2; issue 16 item 4): requests closed in a range. */
export function ClosedReportPage() {
  const t = useSrReportsT();
  const phone = useReportMobile();
  const [draft, setDraft] = useState(() => defaultOpenReportRange(new Date()));
  const [touched, setTouched] = useState<{ fromDate?: boolean; toDate?: boolean }>({});
  const [submitted, setSubmitted] = useState<ClosedReportQuery>(draft);
  const parsed = ClosedReportQuerySchema.safeParse(draft);
  const report = useQuery({ ...closedReportQueryOptions(submitted), placeholderData: keepPreviousData });
  const errors = rangeErrors(draft.fromDate, draft.toDate, touched);
  const message = (key: string | undefined) =>
    key ? t(`srReports.open.${key.replace(' ', '.')}` as 'srReports.open.dateRangeFrom.afterTo') : undefined;
  const columns = useMemo(
    () =>
      toDataColumns(CLOSED_REPORT_COLUMNS, t, {
        primary: 'id',
        phone: { propertyName: 'card', typeName: 'card', closedAt: 'card' },
        cells: {
          id: (r) => (
            <Anchor
              href={`/service-requests/property/${r.propertyId}/${r.id}`}
              target="_blank"
              rel="noopener"
              size="sm"
            >
              {`#${r.id}`}
            </Anchor>
          ),
        },
      }),
    [t],
  );
  const rows = report.data ?? [];
  return (
    <SrReportFrame
      kind="closed"
      title={t('srReports.closed.title')}
      description={t('srReports.closed.description')}
      exportQuery={rows.length ? submitted : null}
      canPrint={rows.length > 0}
    >
      <Card withBorder radius="md" padding="md" className="kc-no-print">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched({ fromDate: true, toDate: true });
            if (parsed.success) setSubmitted(parsed.data);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={t('srReports.open.from')}
              value={draft.fromDate}
              error={message(errors.fromDate)}
              onChange={(e) => setDraft({ ...draft, fromDate: e.currentTarget.value })}
              onBlur={() => setTouched((s) => ({ ...s, fromDate: true }))}
              required
            />
            <TextInput
              type="date"
              label={t('srReports.open.to')}
              value={draft.toDate}
              error={message(errors.toDate)}
              onChange={(e) => setDraft({ ...draft, toDate: e.currentTarget.value })}
              onBlur={() => setTouched((s) => ({ ...s, toDate: true }))}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={!parsed.success || report.isFetching} loading={report.isFetching}>
              {t('srReports.open.generate')}
            </Button>
          </Group>
        </form>
      </Card>
      {report.error ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <PageSkeleton />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="closed-report-count">
            {t('srReports.results', { count: rows.length })}
          </Text>
          {rows.length === 0 ? (
            <Card withBorder radius="md" padding="lg">
              <Text c="dimmed">{t('srReports.closed.empty')}</Text>
            </Card>
          ) : (
            <TableCard>
              <DataTable
                rows={rows}
                columns={columns}
                rowKey={(r) => r.id}
                phone={phone}
                data-testid="closed-report-table"
              />
            </TableCard>
          )}
        </>
      )}
    </SrReportFrame>
  );
}
