import { createFileRoute } from '@tanstack/react-router';
import { requireSrReports } from '#web/features/service-request-reports/api/sr-report-guard.ts';
import { TechniciansReportPage } from '#web/features/service-request-reports/components/technicians-report-page.tsx';

/** Technicians report (spec 001 §3 service tech report row): provider staff with the service-request right (decision 0066). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/technicians')({
  beforeLoad: ({ context }) => requireSrReports(context.me),
  component: TechniciansReportPage,
});
