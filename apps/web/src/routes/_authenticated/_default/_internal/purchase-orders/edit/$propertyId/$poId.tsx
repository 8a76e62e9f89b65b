import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { EditPurchaseOrderPage } from '#web/features/purchase-order-form/components/po-form-page.tsx';
import { loadPurchaseOrderForEdit } from '#web/features/purchase-order-form/api/po-form-route-data.ts';

/** Edit Purchase Order (spec 000 §2.2): resume a draft, submit it, or edit an order its status allows (else read-only). */
export const Route = createFileRoute('/_authenticated/_default/_internal/purchase-orders/edit/$propertyId/$poId')({
  loader: ({ context, params }) => loadPurchaseOrderForEdit(context.queryClient, parseId(params.poId)),
  component: function EditPurchaseOrder() {
    const { propertyId, poId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const property = parseId(propertyId);
    const id = parseId(poId);
    if (property === null || id === null) return <EntityNotFoundPage entityName="purchase-order" />;
    return <EditPurchaseOrderPage key={id} propertyId={property} poId={id} me={me} />;
  },
});
