import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_EDIT_RIGHTS } from '#web/features/purchase-orders/api/po-route.ts';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { NewPurchaseOrderPage } from '#web/features/purchase-order-form/components/po-form-page.tsx';
import { loadNewPurchaseOrder } from '#web/features/purchase-order-form/api/po-form-route-data.ts';

/** Add Purchase Order (spec 000 §2.2): a new system for the property, for holders of the purchase-order right. */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/add-purchase-order')({
  beforeLoad: ({ context, params }) => requireAnyRight(context.me, PO_EDIT_RIGHTS, `/property/${params.propertyId}`),
  loader: ({ context, params }) => loadNewPurchaseOrder(context.queryClient, parseId(params.propertyId)),
  component: function AddPurchaseOrder() {
    const { propertyId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = parseId(propertyId);
    if (id === null) return <EntityNotFoundPage entityName="property" />;
    return <NewPurchaseOrderPage key={id} propertyId={id} me={me} />;
  },
});
