import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/edit-staff/$staffId')({
  loader: ({ context, params }) =>
    loadStaffForm(context.queryClient, context.me, 'division', params.divisionId, params.staffId),
  component: EditDivisionStaff,
});

/** Saving or deleting returns to the division page (spec 000 §4). */
function EditDivisionStaff() {
  const { divisionId, staffId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(divisionId);
  const staff = parseId(staffId);
  if (id === null || staff === null) return <EntityNotFoundPage entityName="division" />;
  const back = () => void navigate({ to: '/division/$divisionId', params: { divisionId } });
  return <StaffFormPage key={staff} level="division" entityId={id} staffId={staff} onSaved={back} onRemoved={back} />;
}
