import { can } from '@kc/domain/can';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '#web/features/property-ops/components/activities-page.tsx';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadSelectedPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Activities of the selected property. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-activities')({
  loader: ({ context }) => loadSelectedPropertyOpsPage(context.queryClient, 'activities'),
  component: PropertyActivities,
});

function PropertyActivities() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => <ActivitiesPage propertyId={p.id} canEdit={can(shell.me.accessRights, 'Activity_UPDATE')} />}
    </PropertyGate>
  );
}
