import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { WorkOrderFormPage } from '#web/features/property-ops/components/work-order-form-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { loadPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Add Work Order (provider staff). */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/property/$propertyId/work-orders/add-work-order',
)({
  loader: ({ context, params }) => loadPropertyOpsPage(context.queryClient, 'work-order-form', params.propertyId),
  component: AddWorkOrder,
});

function AddWorkOrder() {
  const t = usePropertyOpsT();
  const navigate = useNavigate();
  const { propertyId } = Route.useParams();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return (
    <WorkOrderFormPage
      propertyId={id}
      back={{ to: `/property/${propertyId}/work-orders/list`, label: t('propertyOps.workOrders.backToList') }}
      onDone={() => void navigate({ to: '/property/$propertyId/work-orders/list', params: { propertyId } })}
    />
  );
}
