import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Production Queue: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/production-queue')({
  component: () => <NotAvailableYetPage area="productionQueue" page="productionQueue" />,
});
