import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ExceptionsPage } from '#web/features/property-ops/components/exceptions-page.tsx';
import { KeyActivityLink } from '#web/features/key-activity-alerts/components/key-activity-link.tsx';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { myPropertiesQueryOptions } from '#web/lib/my-entities.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadSelectedPropertyOpsPage } from '#web/features/property-ops/api/ops-route-data.ts';

/** Exceptions (Alerts in the sidebar): the selected property's exception alerts. */
export const Route = createFileRoute('/_authenticated/_default/_external/exceptions')({
  loader: ({ context }) => loadSelectedPropertyOpsPage(context.queryClient, 'exceptions'),
  component: Exceptions,
});

function Exceptions() {
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => <ExceptionsPage propertyId={p.id} propertyName={p.name} actions={<KeyActivityLink />} />}
    </PropertyGate>
  );
}
