import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Shipping Orders by Title: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/shipping-orders/title/$title')({
  component: () => <NotAvailableYetPage area="shippingOrders" page="shippingOrdersByTitle" />,
});
