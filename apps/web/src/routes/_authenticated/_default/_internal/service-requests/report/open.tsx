import { createFileRoute } from '@tanstack/react-router';
import { requireSrReports } from '#web/features/service-request-reports/api/sr-report-guard.ts';
import { OpenReportPage } from '#web/features/service-request-reports/components/open-report-page.tsx';

/** Open Service Requests report (spec 001 §2, §4-§7): provider staff with the service-request right (decision 0066). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/open')({
  beforeLoad: ({ context }) => requireSrReports(context.me),
  component: OpenReportPage,
});
