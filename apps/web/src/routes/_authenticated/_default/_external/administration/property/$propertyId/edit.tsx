import { loadAdministrationEdit } from '#web/features/administration/api/administration-route-data.ts';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { EntityEditPage } from '#web/features/administration/components/entity-edit-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';

export const Route = createFileRoute('/_authenticated/_default/_external/administration/property/$propertyId/edit')({
  loader: ({ context, params }) => loadAdministrationEdit(context.queryClient, 'property', params.propertyId),
  component: AdministrationEditProperty,
});

function AdministrationEditProperty() {
  const { propertyId } = Route.useParams();
  const navigate = useNavigate();
  const id = parseId(propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return <EntityEditPage key={id} level="property" id={id} onDone={() => void navigate({ to: '/administration' })} />;
}
