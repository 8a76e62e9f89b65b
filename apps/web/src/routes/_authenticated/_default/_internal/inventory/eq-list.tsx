import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Equipment List: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/inventory/eq-list')({
  component: () => <NotAvailableYetPage area="inventory" page="eqList" />,
});
