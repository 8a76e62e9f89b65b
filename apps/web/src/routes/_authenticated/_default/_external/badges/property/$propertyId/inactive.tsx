import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Inactive Employees: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/inactive')({
  component: () => <NotAvailableYetPage area="badges" page="inactiveBadges" />,
});
