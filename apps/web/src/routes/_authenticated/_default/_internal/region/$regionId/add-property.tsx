import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Add Property: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/add-property')({
  component: () => <NotAvailableYetPage area="regions" page="addProperty" />,
});
