import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Purchase Orders: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/')({
  component: () => <NotAvailableYetPage area="purchaseOrders" page="purchaseOrders" />,
});
