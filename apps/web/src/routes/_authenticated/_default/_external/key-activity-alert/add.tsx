import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { KeyActivityFormPage } from '#web/features/key-activity-alerts/components/key-activity-form-page.tsx';
import { loadKeyActivityPage } from '#web/features/key-activity-alerts/api/key-activity-route-data.ts';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Key Activity Email (add), for the selected property; Modify Alerts only. */
export const Route = createFileRoute('/_authenticated/_default/_external/key-activity-alert/add')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Alerts_UPDATE'], '/key-activity-alert'),
  loader: ({ context }) => loadKeyActivityPage(context.queryClient, 'form'),
  component: AddKeyActivityAlert,
});

function AddKeyActivityAlert() {
  const shell = useShellState();
  const navigate = useNavigate();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => (
        <KeyActivityFormPage
          propertyId={p.id}
          onDone={(saved) =>
            void navigate({ to: '/key-activity-alert/$alertId', params: { alertId: String(saved.id) } })
          }
        />
      )}
    </PropertyGate>
  );
}
