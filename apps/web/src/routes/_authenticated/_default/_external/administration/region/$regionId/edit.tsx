import { loadAdministrationEdit } from '#web/features/administration/api/administration-route-data.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { EntityEditPage } from '#web/features/administration/components/entity-edit-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/region/$regionId/edit')({
  loader: ({ context, params }) => loadAdministrationEdit(context.queryClient, 'region', params.regionId),
  component: AdministrationEditRegion,
});

function AdministrationEditRegion() {
  const { regionId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(regionId);
  if (id === null) return <EntityNotFoundPage entityName="region" />;
  return <EntityEditPage key={id} level="region" id={id} onDone={() => void navigate({ to: '/administration' })} />;
}
