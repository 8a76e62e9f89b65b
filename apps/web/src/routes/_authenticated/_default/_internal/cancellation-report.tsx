import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Cancellation Report: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/cancellation-report')({
  component: () => <NotAvailableYetPage area="internalReports" page="cancellationReport" />,
});
