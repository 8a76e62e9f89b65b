import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Edit Region: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/administration/region/$regionId/edit')({
  component: () => <NotAvailableYetPage area="administration" page="adminEditRegion" />,
});
