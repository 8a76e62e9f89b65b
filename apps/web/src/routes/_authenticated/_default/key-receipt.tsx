import { createFileRoute } from '@tanstack/react-router';
import { loadKeyReceiptPage } from '#web/features/reports/api/report-route-data.ts';
import { KeyReceiptPage } from '#web/features/reports/components/key-receipt-page.tsx';
import { WithReportProperty } from '#web/features/reports/components/reports-home-page.tsx';
import { propertySearch } from '#web/features/reports/api/property-search.ts';

/** /key-receipt: a key receipt of the selected property (or ?propertyId=), by number (?receiptId=). */
export const Route = createFileRoute('/_authenticated/_default/key-receipt')({
  validateSearch: (search: Record<string, unknown>): { propertyId?: number; receiptId?: number } => {
    const receipt = propertySearch({ propertyId: search.receiptId }).propertyId;
    return { ...propertySearch(search), ...(receipt ? { receiptId: receipt } : {}) };
  },
  loaderDeps: ({ search }) => ({ propertyId: search.propertyId, receiptId: search.receiptId }),
  loader: ({ context, deps }) => loadKeyReceiptPage(context.queryClient, context.me, deps.propertyId, deps.receiptId),
  component: function Page() {
    const { propertyId, receiptId } = Route.useSearch();
    return (
      <WithReportProperty propertyId={propertyId}>
        {(id) => <KeyReceiptPage propertyId={id} receiptId={receiptId} />}
      </WithReportProperty>
    );
  },
});
