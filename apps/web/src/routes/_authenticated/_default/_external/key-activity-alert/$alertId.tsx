import { can } from '@kc/domain/can';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { KeyActivityViewPage } from '#web/features/key-activity-alerts/components/key-activity-view-page.tsx';
import { alertIdOf, loadKeyActivityPage } from '#web/features/key-activity-alerts/api/key-activity-route-data.ts';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Key Activity Email (view) of the selected property. */
export const Route = createFileRoute('/_authenticated/_default/_external/key-activity-alert/$alertId')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['ExceptionAlerts_ALL'], '/overview'),
  loader: ({ context, params }) => loadKeyActivityPage(context.queryClient, 'view', params.alertId),
  component: KeyActivityAlert,
});

function KeyActivityAlert() {
  const shell = useShellState();
  const navigate = useNavigate();
  const all = useQuery(myPropertiesQueryOptions);
  const alertId = alertIdOf(Route.useParams().alertId);
  if (alertId === null) return <EntityNotFoundPage entityName="key activity email" />;
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => (
        <KeyActivityViewPage
          propertyId={p.id}
          alertId={alertId}
          canEdit={can(shell.me.accessRights, 'Alerts_UPDATE')}
          onDeleted={() => void navigate({ to: '/key-activity-alert' })}
        />
      )}
    </PropertyGate>
  );
}
