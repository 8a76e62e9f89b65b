import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Add Work Order: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/work-orders/add-work-order')({
  component: () => <NotAvailableYetPage area="properties" page="addWorkOrder" />,
});
