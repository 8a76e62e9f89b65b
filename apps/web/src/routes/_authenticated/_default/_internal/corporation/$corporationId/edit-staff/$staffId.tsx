import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Corporate Site Login: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/edit-staff/$staffId')({
  component: () => <NotAvailableYetPage area="corporations" page="editCorporationStaff" />,
});
