import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { UnitListPage } from '#web/features/key-control/components/unit-list-page.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** Unit list of a property (spec 000 §2.2). */
export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/unit-list')({
  beforeLoad: ({ context }) =>
    requireAnyRight(
      context.me,
      ['PropertyUnit_UPDATE', 'Scanning_UI', 'KeyMap_READ', 'DatalogTransaction_ALL'],
      '/dashboard',
    ),
  loader: ({ context, params }) => loadKeyControlPage.unitList(context.queryClient, params.propertyId),
  component: function UnitListRoute() {
    const id = Number(Route.useParams().propertyId);
    return <UnitListPage key={id} propertyId={id} />;
  },
});
