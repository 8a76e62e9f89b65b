import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Conversions Purchase Order Lookup: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-order-lookup-conversions')({
  component: () => <NotAvailableYetPage area="purchaseOrders" page="purchaseOrderLookupConversions" />,
});
