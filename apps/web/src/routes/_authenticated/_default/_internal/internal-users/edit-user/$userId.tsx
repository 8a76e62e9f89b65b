import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Internal User: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/edit-user/$userId')({
  component: () => <NotAvailableYetPage area="internalUsers" page="editInternalUser" />,
});
