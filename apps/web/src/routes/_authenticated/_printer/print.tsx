import { createFileRoute } from '@tanstack/react-router';
import { requireInternal } from '#web/lib/route-guards.ts';
import { parsePrintSearch } from '#web/features/purchase-order-agreement/api/print-search.ts';
import { loadAgreement } from '#web/features/purchase-order-agreement/api/agreement-route-data.ts';
import { PrintAgreementPage } from '#web/features/purchase-order-agreement/components/print-agreement-page.tsx';

/** Print (spec 000 §2.2, printer layout): the purchase-order agreement, addressed as /print?purchaseOrderId=N (decision 0060). */
export const Route = createFileRoute('/_authenticated/_printer/print')({
  beforeLoad: ({ context }) => requireInternal(context.me),
  validateSearch: parsePrintSearch,
  loaderDeps: ({ search }) => ({ purchaseOrderId: search.purchaseOrderId }),
  loader: ({ context, deps }) => loadAgreement(context.queryClient, deps.purchaseOrderId),
  component: function PrintRoute() {
    const { purchaseOrderId } = Route.useSearch();
    return <PrintAgreementPage purchaseOrderId={purchaseOrderId} />;
  },
});
