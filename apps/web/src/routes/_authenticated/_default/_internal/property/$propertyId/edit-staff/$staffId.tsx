import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/edit-staff/$staffId')({
  loader: ({ context, params }) =>
    loadStaffForm(context.queryClient, context.me, 'property', params.propertyId, params.staffId),
  component: EditPropertyStaff,
});

/** Saving or removing returns to the property's site logins (spec 000 §4). */
function EditPropertyStaff() {
  const { propertyId, staffId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(propertyId);
  const staff = parseId(staffId);
  if (id === null || staff === null) return <EntityNotFoundPage entityName="property" />;
  const back = () => void navigate({ to: '/property/$propertyId/site-logins', params: { propertyId } });
  return <StaffFormPage key={staff} level="property" entityId={id} staffId={staff} onSaved={back} onRemoved={back} />;
}
