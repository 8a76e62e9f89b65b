import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { levelSelectorKind } from '@kc/domain/navigation';
import { can } from '@kc/domain/can';
import { ALERT_RIGHTS } from '@kc/domain/alert-rights';
import { ExceptionsPage } from '#web/features/alerts/components/exceptions-page.tsx';
import { loadExceptions } from '#web/features/alerts/api/alerts-route-data.ts';
import { KeyActivityLink } from '#web/features/key-activity-alerts/components/key-activity-link.tsx';
import { PropertyGate } from '#web/features/property-ops/components/property-gate.tsx';
import { myPropertiesQueryOptions, useMySelection } from '#web/lib/my-entities.ts';
import { levelTarget } from '#web/lib/level-target.ts';
import { useSelectedId } from '#web/lib/selection.ts';
import { useCurrentUser } from '#web/lib/session-hooks.ts';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { requireAnyRight } from '#web/lib/route-guards.ts';

/** Exceptions (Alerts in the sidebar): the selected property's alerts; above property level, every property's too. */
export const Route = createFileRoute('/_authenticated/_default/_external/exceptions/')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, [ALERT_RIGHTS.view], '/overview'),
  loader: ({ context }) => loadExceptions(context.queryClient),
  component: Exceptions,
});

function Exceptions() {
  const me = useCurrentUser();
  const shell = useShellState();
  const all = useQuery(myPropertiesQueryOptions);
  const kind = levelSelectorKind(me.role, me.commercialLevel);
  const selection = useMySelection(kind);
  const storedId = useSelectedId(kind ?? 'property');
  const rollup = levelTarget(me, selection.data, kind === null ? null : storedId);
  return (
    <PropertyGate selected={shell.property} choices={all.data}>
      {(p) => (
        <ExceptionsPage
          property={p}
          rollup={rollup}
          canSeeNotScanned={can(me.accessRights, ALERT_RIGHTS.notScanned)}
          actions={<KeyActivityLink />}
        />
      )}
    </PropertyGate>
  );
}
