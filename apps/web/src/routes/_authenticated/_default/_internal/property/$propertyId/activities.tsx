import { can } from '@kc/domain/can';
import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { ActivitiesPage } from '#web/features/property-ops/components/activities-page.tsx';
import { parseId } from '#web/features/staff/api/staff-form-logic.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { loadPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Activities of a property (provider staff). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/activities')({
  loader: ({ context, params }) => loadPropertyOpsPage(context.queryClient, 'activities', params.propertyId),
  component: Activities,
});

function Activities() {
  const me = useCurrentUser();
  const id = parseId(Route.useParams().propertyId);
  if (id === null) return <EntityNotFoundPage entityName="property" />;
  return <ActivitiesPage propertyId={id} canEdit={can(me.accessRights, 'Activity_UPDATE')} />;
}
