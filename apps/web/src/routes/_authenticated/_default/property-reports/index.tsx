import { createFileRoute } from '@tanstack/react-router';
import { ReportsHome, WithReportProperty } from '#web/features/reports/components/reports-home-page.tsx';

/** The reports home of the selected property. */
export const Route = createFileRoute('/_authenticated/_default/property-reports/')({
  component: () => <WithReportProperty>{(id) => <ReportsHome propertyId={id} />}</WithReportProperty>,
});
