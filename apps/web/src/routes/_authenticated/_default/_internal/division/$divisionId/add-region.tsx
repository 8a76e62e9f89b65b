import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Add Region: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/add-region')({
  component: () => <NotAvailableYetPage area="divisions" page="addRegion" />,
});
