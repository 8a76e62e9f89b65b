import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '../../../../../lib/route-guards.ts';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Report by Unit: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/property-reports/report-by-unit')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['DatalogTransaction_ALL'], '/property-reports'),
  component: () => <NotAvailableYetPage area="propertyReports" page="reportReportByUnit" />,
});
