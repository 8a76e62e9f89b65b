import { createFileRoute } from '@tanstack/react-router';
import { LastCommunicationPage } from '#web/features/key-control/components/last-communication-page.tsx';
import { useShellState } from '#web/features/shell/hooks/use-shell-state.ts';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Last communication of the selected property's datalogs. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-communication')({
  loader: ({ context }) => loadKeyControlPage.headerLastCommunication(context.queryClient, context.me),
  component: function PropertyCommunicationRoute() {
    const { property } = useShellState();
    return <LastCommunicationPage key={property?.id ?? 0} propertyId={property?.id ?? null} />;
  },
});
