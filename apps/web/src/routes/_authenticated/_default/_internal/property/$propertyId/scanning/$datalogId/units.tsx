import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { ScanningUnitsPage } from '#web/features/key-control/components/scanning-units-page.tsx';

/** Scanning units: pair key tags with units (spec 000 §2.2). */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/property/$propertyId/scanning/$datalogId/units',
)({
  beforeLoad: ({ context }) => requireAnyRight(context.me, ['Scanning_UI', 'PropertyUnit_UPDATE'], '/dashboard'),
  component: function ScanningUnitsRoute() {
    const { propertyId, datalogId } = Route.useParams();
    return <ScanningUnitsPage key={datalogId} propertyId={Number(propertyId)} datalogId={Number(datalogId)} />;
  },
});
