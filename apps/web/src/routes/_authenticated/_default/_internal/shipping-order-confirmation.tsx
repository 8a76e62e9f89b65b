import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Shipping Order Confirmation: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/shipping-order-confirmation')({
  component: () => <NotAvailableYetPage area="shippingOrders" page="shippingOrderConfirmation" />,
});
