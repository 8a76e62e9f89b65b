import { createFileRoute } from '@tanstack/react-router';
import { AddLevelStaffPage } from '#web/features/staff/components/staff-form-page.tsx';

/** Add Corporate Site Login: the level gives the access role; saving returns to the corporation page. */
export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/add-staff')({
  component: AddCorporationStaffRoute,
});

function AddCorporationStaffRoute() {
  const { corporationId } = Route.useParams();
  return <AddLevelStaffPage level="corporation" rawId={corporationId} />;
}
