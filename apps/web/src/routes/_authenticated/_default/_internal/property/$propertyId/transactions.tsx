import { createFileRoute } from '@tanstack/react-router';
import { loadReportPage } from '#web/features/reports/api/report-route-data.ts';
import { ReportPage } from '#web/features/reports/components/report-page.tsx';
import { NotFoundPage } from '#web/components/not-found-page.tsx';

/** Provider staff: the transaction report of one property (spec 001 §2). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/transactions')({
  loader: ({ context, params }) => {
    const id = Number(params.propertyId);
    return Number.isInteger(id) && id > 0
      ? loadReportPage(context.queryClient, context.me, id, 'transaction')
      : undefined;
  },
  component: function Page() {
    const id = Number(Route.useParams().propertyId);
    return Number.isInteger(id) && id > 0 ? <ReportPage kind="transaction" propertyId={id} /> : <NotFoundPage />;
  },
});
