import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYetPage } from '../../../../../features/shell/components/not-available-yet-page.tsx';

/** Tag Search: not available yet (docs/not-available-yet.md). */
export const Route = createFileRoute('/_authenticated/_default/_external/property-reports/tag-search')({
  component: () => <NotAvailableYetPage area="propertyReports" page="reportTagSearch" />,
});
