import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Site Login: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/administration/staff/edit/$staffId')({
  component: () => <NotAvailableYetPage area="administration" page="adminEditStaff" />,
});
