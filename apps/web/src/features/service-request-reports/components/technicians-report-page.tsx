import { Card, NativeSelect, SimpleGrid } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TECHNICIAN_REPORT_COLUMNS } from '@kc/domain/service-requests/reports';
import { PERIOD_CHOICES } from '@kc/domain/service-requests/summary';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import { technicianReportQueryOptions } from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { toDataColumns } from './report-columns.tsx';
import { SrReportFrame } from './sr-report-frame.tsx';
import { ReportResult } from './report-parts.tsx';

/** /service-requests/report/technicians (spec 001 §3 service tech report row; issue 16 item 4). */
export function TechniciansReportPage() {
  const t = useSrReportsT();
  const phone = useReportMobile();
  const thisYear = new Date().getFullYear();
  // Spec 001 §9: the year picker shows three years.
  const years = Array.from({ length: PERIOD_CHOICES.year }, (_, i) => thisYear - i);
  const [year, setYear] = useState(thisYear);
  const report = useQuery({ ...technicianReportQueryOptions(year), placeholderData: keepPreviousData });
  const columns = useMemo(
    () =>
      toDataColumns(TECHNICIAN_REPORT_COLUMNS, t, {
        primary: 'name',
        phone: { srClosed: 'card', srOpen: 'card', shortName: 'hidden' },
        cells: {
          name: (r) => `${r.name} (${r.shortName})`,
          srClosed: (r) =>
            r.srClosedGoal === null
              ? String(r.srClosed)
              : t('srReports.technicians.ofGoal', { closed: r.srClosed, goal: r.srClosedGoal }),
        },
      }),
    [t],
  );
  const rows = report.data ?? [];
  return (
    <SrReportFrame
      kind="technicians"
      title={t('srReports.technicians.title')}
      description={t('srReports.technicians.description')}
      exportQuery={rows.length ? { year } : null}
      canPrint={rows.length > 0}
    >
      <Card withBorder radius="md" padding="md" className="kc-no-print">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('srReports.technicians.year')}
            value={String(year)}
            onChange={(e) => setYear(Number(e.currentTarget.value))}
            data={years.map(String)}
          />
        </SimpleGrid>
      </Card>
      <ReportResult
        query={report}
        rows={rows}
        emptyText={t('srReports.technicians.empty')}
        columns={columns}
        rowKey={(r) => r.userId}
        phone={phone}
        data-testid="technicians-report-table"
      />
    </SrReportFrame>
  );
}
