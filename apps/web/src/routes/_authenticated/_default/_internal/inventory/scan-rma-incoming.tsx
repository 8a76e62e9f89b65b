import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Scan RMA Incoming: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/inventory/scan-rma-incoming')({
  component: () => <NotAvailableYetPage area="inventory" page="scanRmaIncoming" />,
});
