import { createFileRoute } from '@tanstack/react-router';
import { AddLevelStaffPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

/** Add Region Site Login: the level gives the access role; saving returns to the region page. */
export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/add-staff')({
  loader: ({ context, params }) => loadStaffForm(context.queryClient, context.me, 'region', params.regionId),
  component: AddRegionStaffRoute,
});

function AddRegionStaffRoute() {
  const { regionId } = Route.useParams();
  return <AddLevelStaffPage level="region" rawId={regionId} />;
}
