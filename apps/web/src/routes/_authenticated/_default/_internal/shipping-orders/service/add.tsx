import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Add Service Shipping Order: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/shipping-orders/service/add')({
  component: () => <NotAvailableYetPage area="shippingOrders" page="addServiceOrder" />,
});
