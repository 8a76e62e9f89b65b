import { createFileRoute } from '@tanstack/react-router';
import { loadReportPage } from '#web/features/reports/api/report-route-data.ts';
import { ReportsHome, WithReportProperty } from '#web/features/reports/components/reports-home-page.tsx';

/** The reports home of the selected property. */
export const Route = createFileRoute('/_authenticated/_default/property-reports/')({
  loader: ({ context }) => loadReportPage(context.queryClient, context.me, undefined),
  component: () => <WithReportProperty>{(id) => <ReportsHome propertyId={id} />}</WithReportProperty>,
});
