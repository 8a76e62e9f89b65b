import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { PO_EDIT_RIGHTS } from '#web/features/purchase-orders/api/po-route.ts';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { NewPurchaseOrderPage } from '#web/features/purchase-order-form/components/po-form-page.tsx';
import { loadNewPurchaseOrder } from '#web/features/purchase-order-form/api/po-form-route-data.ts';

/** Update Product (spec 000 §2.2): an expansion or upgrade of the property's existing Touch or Gen 10 system. */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/update-{$product}')({
  beforeLoad: ({ context, params }) => requireAnyRight(context.me, PO_EDIT_RIGHTS, `/property/${params.propertyId}`),
  loader: ({ context, params }) => loadNewPurchaseOrder(context.queryClient, parseId(params.propertyId)),
  component: function UpdateProduct() {
    const { propertyId, product } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = parseId(propertyId);
    if (id === null) return <EntityNotFoundPage entityName="property" />;
    return <NewPurchaseOrderPage key={`${id}-${product}`} propertyId={id} me={me} product={product} />;
  },
});
