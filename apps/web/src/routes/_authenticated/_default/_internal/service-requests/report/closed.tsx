import { createFileRoute } from '@tanstack/react-router';
import { requireSrReports } from '#web/features/service-request-reports/api/sr-report-guard.ts';
import { ClosedReportPage } from '#web/features/service-request-reports/components/closed-report-page.tsx';

/** Closed Service Requests report (spec 001 §2): provider staff with the service-request right (decision 0066). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/closed')({
  beforeLoad: ({ context }) => requireSrReports(context.me),
  component: ClosedReportPage,
});
