import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Service Requests Summary: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/summary')({
  component: () => <NotAvailableYetPage area="serviceRequests" page="requestsSummaryReport" />,
});
