import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AlertsSettingsPage } from '#web/features/alerts/components/alerts-settings-page.tsx';
import { loadAlertsSettings } from '#web/features/alerts/api/alerts-route-data.ts';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { ALERT_RIGHTS } from '@kc/domain/alert-rights';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Alerts settings (decision 0036): the selected property's exception settings and those of the levels above. */
export const Route = createFileRoute('/_authenticated/_default/_external/exceptions/settings')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, [ALERT_RIGHTS.view], '/overview'),
  loader: ({ context }) => loadAlertsSettings(context.queryClient),
  component: AlertsSettings,
});

function AlertsSettings() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => <AlertsSettingsPage property={p} />}
    </PropertyGate>
  );
}
