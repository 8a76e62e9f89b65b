import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../features/shell/components/not-available-yet-page.tsx';

/** Key Receipts: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/key-receipt')({
  component: () => <NotAvailableYetPage area="keyReceipts" page="keyReceipts" />,
});
