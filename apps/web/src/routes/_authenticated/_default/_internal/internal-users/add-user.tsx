import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Add Internal User: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/add-user')({
  component: () => <NotAvailableYetPage area="internalUsers" page="addInternalUser" />,
});
