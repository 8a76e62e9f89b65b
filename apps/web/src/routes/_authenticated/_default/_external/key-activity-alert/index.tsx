import { can } from '@kc/domain/can';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { KeyActivityListPage } from '#web/features/key-activity-alerts/components/key-activity-list-page.tsx';
import { loadKeyActivityPage } from '#web/features/key-activity-alerts/api/key-activity-route-data.ts';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Key Activity Emails (spec 000 §2.3): the selected property's key-activity e-mail rules. */
export const Route = createFileRoute('/_authenticated/_default/_external/key-activity-alert/')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['ExceptionAlerts_ALL'], '/overview'),
  loader: ({ context }) => loadKeyActivityPage(context.queryClient, 'list'),
  component: KeyActivityAlerts,
});

function KeyActivityAlerts() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => <KeyActivityListPage propertyId={p.id} canEdit={can(shell.me.accessRights, 'Alerts_UPDATE')} />}
    </PropertyGate>
  );
}
