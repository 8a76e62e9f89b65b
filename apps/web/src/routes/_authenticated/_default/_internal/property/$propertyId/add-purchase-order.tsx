import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Add Purchase Order: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/add-purchase-order')({
  component: () => <NotAvailableYetPage area="purchaseOrders" page="addPurchaseOrder" />,
});
