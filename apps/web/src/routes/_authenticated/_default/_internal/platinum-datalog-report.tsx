import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Platinum Datalog Report: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/platinum-datalog-report')({
  component: () => <NotAvailableYetPage area="internalReports" page="platinumDatalogReport" />,
});
