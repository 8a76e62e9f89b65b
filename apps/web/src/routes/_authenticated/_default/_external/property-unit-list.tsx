import { createFileRoute } from '@tanstack/react-router';
import { ExternalUnitListPage } from '#web/features/key-control/components/unit-list-page.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Unit list of the property chosen in the header. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-unit-list')({
  loader: ({ context }) => loadKeyControlPage.headerUnitList(context.queryClient, context.me),
  component: function PropertyUnitListRoute() {
    const { property } = useShellState();
    return <ExternalUnitListPage key={property?.id ?? 0} propertyId={property?.id ?? null} />;
  },
});
