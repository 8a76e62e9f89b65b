import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { KeyMapPage } from '#web/features/key-control/components/key-map-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Key map of a property's datalogs (spec 001 §2): side-by-side tables on a desktop, a searchable list on a phone. */
export const Route = createFileRoute('/_authenticated/_default/property/$propertyId/keymap')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['KeyMap_READ', 'Scanning_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.propertyKeyMap(context.queryClient, params.propertyId),
  component: function KeyMapRoute() {
    const id = Number(Route.useParams().propertyId);
    return <KeyMapPage key={id} propertyId={id} />;
  },
});
