import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Key Activity Email: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/key-activity-alert/$alertId')({
  component: () => <NotAvailableYetPage area="exceptionAlerts" page="keyActivityAlert" />,
});
