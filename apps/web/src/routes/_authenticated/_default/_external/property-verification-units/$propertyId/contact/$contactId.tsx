import { createFileRoute } from '@tanstack/react-router';
import { PropertyVerificationUnitsPage } from '#web/features/key-control/components/verification-pages.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** New property setup: enter or upload the units, review and confirm. */
export const Route = createFileRoute(
  '/_authenticated/_default/_external/property-verification-units/$propertyId/contact/$contactId',
)({
  loader: ({ context, params }) => loadKeyControlPage.verificationUnits(context.queryClient, params.propertyId),
  component: function PropertyVerificationUnitsRoute() {
    const { propertyId, contactId } = Route.useParams();
    return (
      <PropertyVerificationUnitsPage key={propertyId} propertyId={Number(propertyId)} contactId={Number(contactId)} />
    );
  },
});
