import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Employee Badge: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/badges/property/$propertyId/edit/$badgeId')({
  component: () => <NotAvailableYetPage area="badges" page="editBadge" />,
});
