import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Order Supplies: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/shipping-esof/add')({
  component: () => <NotAvailableYetPage area="supplies" page="orderSupplies" />,
});
