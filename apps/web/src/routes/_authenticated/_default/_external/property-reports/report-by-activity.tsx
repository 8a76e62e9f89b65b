import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Report by Activity: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/property-reports/report-by-activity')({
  component: () => <NotAvailableYetPage area="propertyReports" page="reportReportByActivity" />,
});
