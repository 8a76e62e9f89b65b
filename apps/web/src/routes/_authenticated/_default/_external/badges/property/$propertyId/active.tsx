import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Active Employees: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/active')({
  component: () => <NotAvailableYetPage area="badges" page="activeBadges" />,
});
