import { createFileRoute } from '@tanstack/react-router';
import { loadReportPage } from '#web/features/reports/api/report-route-data.ts';
import { ReportsHome } from '#web/features/reports/components/reports-home-page.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';

/** The reports home of one property (the server answers 404 outside the login's scope). */
export const Route = createFileRoute('/_authenticated/_default/property-reports/$propertyId')({
  loader: ({ context, params }) => {
    const id = Number(params.propertyId);
    return Number.isInteger(id) && id > 0 ? loadReportPage(context.queryClient, context.me, id) : undefined;
  },
  component: function Page() {
    const id = Number(Route.useParams().propertyId);
    return Number.isInteger(id) && id > 0 ? <ReportsHome propertyId={id} /> : <NotFoundPage />;
  },
});
