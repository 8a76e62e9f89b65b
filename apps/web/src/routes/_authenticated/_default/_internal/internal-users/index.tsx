import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Internal Users: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/internal-users/')({
  component: () => <NotAvailableYetPage area="internalUsers" page="internalUsers" />,
});
