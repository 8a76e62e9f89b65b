import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../../features/shell/components/not-available-yet-page.tsx';

/** Property: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/')({
  component: () => <NotAvailableYetPage area="properties" page="property" />,
});
