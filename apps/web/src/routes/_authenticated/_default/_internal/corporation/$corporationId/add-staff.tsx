import { createFileRoute } from '@tanstack/react-router';
import { AddLevelStaffPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

/** Add Corporate Site Login: the level gives the access role; saving returns to the corporation page. */
export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/add-staff')({
  loader: ({ context, params }) => loadStaffForm(context.queryClient, context.me, 'corporation', params.corporationId),
  component: AddCorporationStaffRoute,
});

function AddCorporationStaffRoute() {
  const { corporationId } = Route.useParams();
  return <AddLevelStaffPage level="corporation" rawId={corporationId} />;
}
