import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '#web/features/shell/components/not-available-yet-page.tsx';

/** Inactive Employees E-mail Opt-Out: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_public/inactive-employees/opt-out')({
  component: () => <NotAvailableYetPage area="optOut" page="inactiveEmployeesOptOut" variant="public" />,
});
