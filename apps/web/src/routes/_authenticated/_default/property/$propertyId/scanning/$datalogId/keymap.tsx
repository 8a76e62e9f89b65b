import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { DesktopOnly } from '#web/components/desktop-only.tsx';
import { KeyMapPage } from '#web/features/key-control/components/key-map-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Scanning key map of one datalog (spec 001 §2). */
export const Route = createFileRoute('/_authenticated/_default/property/$propertyId/scanning/$datalogId/keymap')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['KeyMap_READ', 'Scanning_UI'], '/dashboard'),
  loader: ({ context, params }) => loadKeyControlPage.datalogKeyMap(context.queryClient, params.datalogId),
  component: function ScanningKeyMapRoute() {
    const { propertyId, datalogId } = Route.useParams();
    return (
      <DesktopOnly>
        <KeyMapPage key={datalogId} propertyId={Number(propertyId)} datalogId={Number(datalogId)} />
      </DesktopOnly>
    );
  },
});
