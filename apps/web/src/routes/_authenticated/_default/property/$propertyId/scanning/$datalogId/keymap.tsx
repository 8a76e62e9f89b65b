import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { KeyMapPage } from '#web/features/key-control/components/key-map-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Scanning key map of one datalog (spec 001 §2): side-by-side tables on a desktop, a searchable list on a phone. */
export const Route = createFileRoute('/_authenticated/_default/property/$propertyId/scanning/$datalogId/keymap')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['KeyMap_READ', 'Scanning_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.datalogKeyMap(context.queryClient, params.datalogId),
  component: function ScanningKeyMapRoute() {
    const { propertyId, datalogId } = Route.useParams();
    return <KeyMapPage key={datalogId} propertyId={Number(propertyId)} datalogId={Number(datalogId)} />;
  },
});
