import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Reports: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/property-reports/')({
  component: () => <NotAvailableYetPage area="propertyReports" page="propertyReports" />,
});
