import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { usePropertyOpsT } from '#web/features/property-ops/i18n/use-property-ops-t.ts';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { WorkOrderFormPage } from '#web/features/property-ops/components/work-order-form-page.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { propertySearch } from '#web/features/reports/api/property-search.ts';
import { loadCustomerWorkOrderForm } from '#web/features/property-ops/api/ops-route-data.ts';

/** Work Order: edit one (numeric id) or add one ("add", for the selected property or ?propertyId). */
export const Route = createFileRoute('/_authenticated/_default/_external/property-work-orders/$orderId')({
  validateSearch: propertySearch,
  loaderDeps: ({ search }) => ({ propertyId: search.propertyId }),
  loader: ({ context, params, deps }) =>
    loadCustomerWorkOrderForm(context.queryClient, context.me, params.orderId, deps.propertyId),
  component: PropertyWorkOrder,
});

function PropertyWorkOrder() {
  const t = usePropertyOpsT();
  const navigate = useNavigate();
  const shell = useShellState();
  const { orderId } = Route.useParams();
  const search = Route.useSearch();
  const id = orderId === 'add' ? undefined : parseId(orderId);
  if (id === null) return <EntityNotFoundPage entityName="work order" />;
  const toList = () => void navigate({ to: '/property-work-orders' });
  return (
    <WorkOrderFormPage
      propertyId={search.propertyId ?? shell.property?.id ?? null}
      orderId={id}
      back={{ to: '/property-work-orders', label: t('propertyOps.workOrders.backToList') }}
      onDone={toList}
    />
  );
}
