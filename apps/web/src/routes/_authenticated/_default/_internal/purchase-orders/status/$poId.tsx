import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parsePoId } from '#web/features/purchase-order-agreement/api/status-view.ts';
import { loadPurchaseOrderStatus } from '#web/features/purchase-order-agreement/api/agreement-route-data.ts';
import { PurchaseOrderStatusPage } from '#web/features/purchase-order-agreement/components/status-page.tsx';

/** Purchase Order Status (spec 000 §2.2, 001 §4 status-information): every provider role may read an order. */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/status/$poId')({
  loader: ({ context, params }) => loadPurchaseOrderStatus(context.queryClient, params.poId),
  component: function PurchaseOrderStatusRoute() {
    const { poId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = parsePoId(poId);
    if (id === null) return <EntityNotFoundPage entityName="purchase order" />;
    return <PurchaseOrderStatusPage poId={id} rights={me.accessRights} />;
  },
});
