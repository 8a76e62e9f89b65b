import { Card, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { formatDate } from '@kc/domain/format';
import { SUMMARY_REPORT_COLUMNS, type SummaryRow } from '@kc/domain/service-requests/reports';
import { SUMMARY_PERIODS, periodChoices, type SummaryPeriod } from '@kc/domain/service-requests/summary';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import { summaryReportQueryOptions } from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { toDataColumns } from './report-columns.tsx';
import { SrReportFrame } from './sr-report-frame.tsx';
import { ReportResult } from './report-parts.tsx';

const today = () => dayjs().format('YYYY-MM-DD');

/** /service-requests/report/summary (spec 001 §7, §9; issue 16 item 4): counts by type and status per period. */
export function SummaryReportPage() {
  const t = useSrReportsT();
  const phone = useReportMobile();
  const [period, setPeriod] = useState<SummaryPeriod>('month');
  const choices = useMemo(() => periodChoices(period, today()), [period]);
  const [start, setStart] = useState(() => periodChoices('month', today())[0]!);
  const q = { period, start: choices.includes(start) ? start : choices[0]! };
  const report = useQuery({ ...summaryReportQueryOptions(q), placeholderData: keepPreviousData });
  const label = (day: string) =>
    period === 'year'
      ? day.slice(0, 4)
      : period === 'month'
        ? dayjs(day).format('MMMM YYYY')
        : t('srReports.summary.weekOf', { date: formatDate(`${day}T12:00:00Z`, 'UTC') });
  const columns = useMemo(
    () =>
      toDataColumns(SUMMARY_REPORT_COLUMNS, t, {
        primary: 'typeName',
        phone: { total: 'card' },
        header: (key) => SUMMARY_REPORT_COLUMNS.find((c) => c.key === key && key.startsWith('status'))?.header,
        // The totals row stays last: the summary is not sorted.
      }).map(({ sortValue: _sortValue, ...c }) => c),
    [t],
  );
  const rows: SummaryRow[] = report.data
    ? [...report.data.rows, { ...report.data.totals, typeName: t('srReports.summary.total') }]
    : [];
  return (
    <SrReportFrame
      kind="summary"
      title={t('srReports.summary.title')}
      description={t('srReports.summary.description')}
      exportQuery={report.data ? q : null}
      canPrint={rows.length > 0}
    >
      <Card withBorder radius="md" padding="md" className="kc-no-print">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="summary-period">
              {t('srReports.summary.period')}
            </Text>
            <SegmentedControl
              aria-labelledby="summary-period"
              value={period}
              onChange={(v) => {
                const next = v;
                setPeriod(next);
                setStart(periodChoices(next, today())[0]!);
              }}
              data={SUMMARY_PERIODS.map((p) => ({ value: p, label: t(`srReports.summary.${p}`) }))}
              fullWidth
            />
          </Stack>
          <NativeSelect
            label={t(`srReports.summary.${period}`)}
            value={q.start}
            onChange={(e) => setStart(e.currentTarget.value)}
            data={choices.map((c) => ({ value: c, label: label(c) }))}
          />
        </SimpleGrid>
      </Card>
      <ReportResult
        query={report}
        rows={rows}
        empty={report.data?.totals.total === 0}
        emptyText={t('srReports.summary.empty')}
        columns={columns}
        rowKey={(r) => r.typeId}
        phone={phone}
        data-testid="summary-report-table"
      />
    </SrReportFrame>
  );
}
