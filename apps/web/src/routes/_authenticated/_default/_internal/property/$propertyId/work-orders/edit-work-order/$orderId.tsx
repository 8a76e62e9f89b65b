import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { WorkOrderFormPage } from '#web/features/property-ops/components/work-order-form-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Edit Work Order (provider staff). */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/property/$propertyId/work-orders/edit-work-order/$orderId',
)({
  loader: ({ context, params }) =>
    loadPropertyOpsPage(context.queryClient, 'work-order-form', params.propertyId, params.orderId),
  component: EditWorkOrder,
});

function EditWorkOrder() {
  const t = usePropertyOpsT();
  const navigate = useNavigate();
  const { propertyId, orderId } = Route.useParams();
  const id = parseId(propertyId);
  const order = parseId(orderId);
  if (id === null || order === null) return <EntityNotFoundPage entityName="work order" />;
  return (
    <WorkOrderFormPage
      propertyId={id}
      orderId={order}
      back={{ to: `/property/${propertyId}/work-orders/list`, label: t('propertyOps.workOrders.backToList') }}
      onDone={() => void navigate({ to: '/property/$propertyId/work-orders/list', params: { propertyId } })}
    />
  );
}
