import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Service Request: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/service-requests/property/$propertyId/$requestId',
)({
  component: () => <NotAvailableYetPage area="serviceRequests" page="serviceRequest" />,
});
