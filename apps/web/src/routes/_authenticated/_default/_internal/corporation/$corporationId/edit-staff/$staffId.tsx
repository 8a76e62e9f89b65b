import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute(
  '/_authenticated/_default/_internal/corporation/$corporationId/edit-staff/$staffId',
)({
  loader: ({ context, params }) =>
    loadStaffForm(context.queryClient, context.me, 'corporation', params.corporationId, params.staffId),
  component: EditCorporationStaff,
});

/** Saving or deleting returns to the corporation page (spec 000 §4). */
function EditCorporationStaff() {
  const { corporationId, staffId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(corporationId);
  const staff = parseId(staffId);
  if (id === null || staff === null) return <EntityNotFoundPage entityName="corporation" />;
  const back = () => void navigate({ to: '/corporation/$corporationId', params: { corporationId } });
  return (
    <StaffFormPage key={staff} level="corporation" entityId={id} staffId={staff} onSaved={back} onRemoved={back} />
  );
}
