import { createFileRoute } from '@tanstack/react-router';
import { requireExternal } from '#web/lib/route-guards.ts';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Print Supply Order: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_printer/shipping-esof/print/$orderId')({
  beforeLoad: ({ context }) => requireExternal(context.me),
  component: () => <NotAvailableYetPage area="supplies" page="printSupplyOrder" variant="print" />,
});
