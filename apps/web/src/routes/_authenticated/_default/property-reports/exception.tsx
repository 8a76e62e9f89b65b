import { createFileRoute } from '@tanstack/react-router';
import { loadReportPage } from '#web/features/reports/api/report-route-data.ts';
import { REPORT_RIGHT } from '@kc/domain/report-kinds';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { ReportPage } from '#web/features/reports/components/report-page.tsx';
import { WithReportProperty } from '#web/features/reports/components/reports-home-page.tsx';
import { propertySearch } from '#web/features/reports/api/property-search.ts';

/** The exception report of the selected property (or ?propertyId=). */
export const Route = createFileRoute('/_authenticated/_default/property-reports/exception')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, [REPORT_RIGHT['exception']], '/property-reports'),
  validateSearch: propertySearch,
  loaderDeps: ({ search }) => ({ propertyId: search.propertyId }),
  loader: ({ context, deps }) => loadReportPage(context.queryClient, context.me, deps.propertyId, 'exception'),
  component: function Page() {
    const { propertyId } = Route.useSearch();
    return (
      <WithReportProperty propertyId={propertyId}>
        {(id) => <ReportPage kind="exception" propertyId={id} />}
      </WithReportProperty>
    );
  },
});
