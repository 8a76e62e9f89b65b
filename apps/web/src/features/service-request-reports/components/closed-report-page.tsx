import { Anchor, Button, Card, Group, SimpleGrid } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { defaultOpenReportRange, rangeErrors } from '@kc/domain/service-requests/open-report';
import {
  CLOSED_REPORT_COLUMNS,
  ClosedReportQuerySchema,
  type ClosedReportQuery,
} from '@kc/domain/service-requests/reports';
import { useReportMobile } from '#web/lib/report-mobile.ts';
import { closedReportQueryOptions } from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';
import { DateRangeFields, ReportResult, type RangeField } from './report-parts.tsx';
import { toDataColumns } from './report-columns.tsx';
import { SrReportFrame } from './sr-report-frame.tsx';

/** /service-requests/report/closed (spec 001 §2; issue 16 item 4): requests closed in a range. */
export function ClosedReportPage() {
  const t = useSrReportsT();
  const phone = useReportMobile();
  const [draft, setDraft] = useState(() => defaultOpenReportRange(new Date()));
  const [touched, setTouched] = useState<Partial<Record<RangeField, boolean>>>({});
  const [submitted, setSubmitted] = useState<ClosedReportQuery>(draft);
  const parsed = ClosedReportQuerySchema.safeParse(draft);
  const report = useQuery({ ...closedReportQueryOptions(submitted), placeholderData: keepPreviousData });
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
            <DateRangeFields
              value={draft}
              errors={rangeErrors(draft.fromDate, draft.toDate, touched)}
              onChange={(field, day) => setDraft({ ...draft, [field]: day })}
              onTouch={(field) => setTouched((s) => ({ ...s, [field]: true }))}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={!parsed.success || report.isFetching} loading={report.isFetching}>
              {t('srReports.open.generate')}
            </Button>
          </Group>
        </form>
      </Card>
      <ReportResult
        query={report}
        rows={rows}
        emptyText={t('srReports.closed.empty')}
        count="closed-report-count"
        columns={columns}
        rowKey={(r) => r.id}
        phone={phone}
        data-testid="closed-report-table"
      />
    </SrReportFrame>
  );
}
