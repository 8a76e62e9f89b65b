import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Edit Supply Order (ESOF): not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/shipping-orders/esof/edit/$orderId')({
  component: () => <NotAvailableYetPage area="shippingOrders" page="editEsof" />,
});
