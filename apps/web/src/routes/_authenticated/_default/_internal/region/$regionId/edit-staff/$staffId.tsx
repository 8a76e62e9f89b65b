import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { StaffFormPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/edit-staff/$staffId')({
  loader: ({ context, params }) =>
    loadStaffForm(context.queryClient, context.me, 'region', params.regionId, params.staffId),
  component: EditRegionStaff,
});

/** Saving or deleting returns to the region page (spec 000 §4). */
function EditRegionStaff() {
  const { regionId, staffId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(regionId);
  const staff = parseId(staffId);
  if (id === null || staff === null) return <EntityNotFoundPage entityName="region" />;
  const back = () => void navigate({ to: '/region/$regionId', params: { regionId } });
  return <StaffFormPage key={staff} level="region" entityId={id} staffId={staff} onSaved={back} onRemoved={back} />;
}
