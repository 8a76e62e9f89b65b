import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Division: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/')({
  component: () => <NotAvailableYetPage area="divisions" page="division" />,
});
