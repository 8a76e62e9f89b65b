import { createFileRoute } from '@tanstack/react-router';
import { AddLevelStaffPage } from '#web/features/staff/components/staff-form-page.tsx';
import { loadStaffForm } from '#web/features/staff/api/staff-route-data.ts';

/** Add Division Site Login: the level gives the access role; saving returns to the division page. */
export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/add-staff')({
  loader: ({ context, params }) => loadStaffForm(context.queryClient, context.me, 'division', params.divisionId),
  component: AddDivisionStaffRoute,
});

function AddDivisionStaffRoute() {
  const { divisionId } = Route.useParams();
  return <AddLevelStaffPage level="division" rawId={divisionId} />;
}
