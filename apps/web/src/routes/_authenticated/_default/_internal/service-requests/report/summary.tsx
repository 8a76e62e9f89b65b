import { createFileRoute } from '@tanstack/react-router';
import { requireSrReports } from '#web/features/service-request-reports/api/sr-report-guard.ts';
import { SummaryReportPage } from '#web/features/service-request-reports/components/summary-report-page.tsx';

/** Service Requests Summary (spec 001 §7: by year, month or week from Sunday): provider staff with the service-request right (decision 0066). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/summary')({
  beforeLoad: ({ context }) => requireSrReports(context.me),
  component: SummaryReportPage,
});
