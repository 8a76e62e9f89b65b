import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/add-staff')({
  loader: ({ context, params }) => loadStaffForm(context.queryClient, context.me, 'property', params.propertyId),
  component: AddPropertyStaff,
});

function AddPropertyStaff() {
  const { propertyId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  const back = () => void navigate({ to: '/property/$propertyId/site-logins', params: { propertyId } });
  return <StaffFormPage level="property" entityId={id} staffId={null} onSaved={back} onRemoved={back} />;
}
