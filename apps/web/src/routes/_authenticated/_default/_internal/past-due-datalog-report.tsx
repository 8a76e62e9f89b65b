import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Past Due Datalog Report: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/past-due-datalog-report')({
  component: () => <NotAvailableYetPage area="internalReports" page="pastDueDatalogReport" />,
});
