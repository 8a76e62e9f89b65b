import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Region Site Login: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/edit-staff/$staffId')({
  component: () => <NotAvailableYetPage area="regions" page="editRegionStaff" />,
});
