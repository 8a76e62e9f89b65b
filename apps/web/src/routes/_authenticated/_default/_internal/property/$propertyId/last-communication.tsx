import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { LastCommunicationPage } from '#web/features/key-control/components/last-communication-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';
import { useKeyControlT } from '#web/features/key-control/i18n/use-key-control-t.ts';

/** Last communication of a property's datalogs (spec 000 §2.2). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/last-communication')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['LastComm_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.lastCommunication(context.queryClient, params.propertyId),
  component: function LastCommunicationRoute() {
    const t = useKeyControlT();
    const id = Number(Route.useParams().propertyId);
    return (
      <LastCommunicationPage
        key={id}
        propertyId={id}
        back={{ to: `/property/${id}`, label: t('keycontrol.backToProperty') }}
      />
    );
  },
});
