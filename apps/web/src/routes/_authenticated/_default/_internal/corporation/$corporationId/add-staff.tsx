import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Add Corporate Site Login: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/add-staff')({
  component: () => <NotAvailableYetPage area="corporations" page="addCorporationStaff" />,
});
