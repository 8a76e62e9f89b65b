import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Edit Purchase Order: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/edit/$propertyId/$poId')({
  component: () => <NotAvailableYetPage area="purchaseOrders" page="editPurchaseOrder" />,
});
