import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Product Store: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/{$product}-store/$propertyId/add')({
  component: () => <NotAvailableYetPage area="shippingOrders" page="productStore" />,
});
