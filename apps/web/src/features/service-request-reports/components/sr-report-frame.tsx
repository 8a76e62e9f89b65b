import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { SR_REPORT_KINDS, srReportPath, type SrReportKind } from '@kc/domain/service-requests/report-rights';
import { PageContainer } from '#web/components/page-container.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { isApiError } from '#web/lib/api-errors.ts';
import { PrintStyles, printSoon } from '#web/lib/print.tsx';
import { downloadSrReport } from '../api/sr-reports-api.ts';
import { useSrReportsT } from '../i18n/use-sr-reports-t.ts';

interface Props {
  kind: SrReportKind;
  title: string;
  description: string;
  /** The export's query; null while the criteria are invalid or nothing is shown. Absent: no export (open report). */
  exportQuery?: Record<string, string | number | undefined> | null;
  canPrint: boolean;
  children: ReactNode;
}

/**
 * The shape the four service-request reports share (decision 0066): header with the Excel export (not on the open
 * report) and print, links between the reports, then the page's criteria and report.
 */
export function SrReportFrame({ kind, title, description, exportQuery, canPrint, children }: Props) {
  const t = useSrReportsT();
  const [exporting, setExporting] = useState(false);
  const exportNow = async () => {
    if (!exportQuery || kind === 'open') return;
    setExporting(true);
    try {
      await downloadSrReport(kind, exportQuery);
    } catch (e) {
      notifications.show({ color: 'red', message: t('srReports.exportFailed', { message: (e as Error).message }) });
    } finally {
      setExporting(false);
    }
  };
  const actions = (
    <Group gap="xs" className="kc-no-print">
      {exportQuery !== undefined ? (
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={exporting}
          disabled={!exportQuery}
          onClick={() => void exportNow()}
        >
          {t('srReports.exportExcel')}
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={printSoon} disabled={!canPrint}>
        {t('srReports.print')}
      </Button>
    </Group>
  );
  return (
    <PageContainer>
      <PrintStyles />
      <PageHeader
        title={title}
        description={description}
        back={{ to: '/service-requests', label: t('srReports.back') }}
        actions={actions}
      />
      <Group gap="md" component="nav" aria-label={t('srReports.nav.label')} className="kc-no-print">
        {SR_REPORT_KINDS.map((k) =>
          k === kind ? (
            <Text key={k} fw={700} size="sm" aria-current="page">
              {t(`srReports.nav.${k}`)}
            </Text>
          ) : (
            <Anchor key={k} component={Link} to={srReportPath(k)} size="sm">
              {t(`srReports.nav.${k}`)}
            </Anchor>
          ),
        )}
      </Group>
      {children}
    </PageContainer>
  );
}

/** A report's failure in place: refused (no retry) or failed (retry). */
export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useSrReportsT();
  const refused = isApiError(error) && [400, 403].includes(error.status);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t(refused ? 'srReports.notAllowed' : 'srReports.loadFailed')}
    >
      {refused ? null : (
        <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
          {t('srReports.retry')}
        </Button>
      )}
    </Alert>
  );
}
