import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Closed Service Requests Report: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/report/closed')({
  component: () => <NotAvailableYetPage area="serviceRequests" page="closedRequestsReport" />,
});
