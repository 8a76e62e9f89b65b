import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { ScanningUnitsPage } from '#web/features/key-control/components/scanning-units-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Scanning units: pair key tags with units (spec 000 §2.2). */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/property/$propertyId/scanning/$datalogId/units',
)({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI', 'PropertyUnit_UPDATE'], '/dashboard'),
  loader: ({ context, params }) =>
    loadKeyControlPage.scanningUnits(context.queryClient, params.propertyId, params.datalogId),
  component: function ScanningUnitsRoute() {
    const { propertyId, datalogId } = Route.useParams();
    return <ScanningUnitsPage key={datalogId} propertyId={Number(propertyId)} datalogId={Number(datalogId)} />;
  },
});
