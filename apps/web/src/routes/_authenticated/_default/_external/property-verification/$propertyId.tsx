import { createFileRoute } from '@tanstack/react-router';
import { PropertyVerificationPage } from '#web/features/key-control/components/verification-pages.tsx';
import { loadKeyControlPage } from '#web/features/key-control/api/key-control-route-data.ts';

/** New property setup: the customer is asked for the unit list. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-verification/$propertyId')({
  loader: ({ context, params }) => loadKeyControlPage.verification(context.queryClient, params.propertyId),
  component: function PropertyVerificationRoute() {
    const id = Number(Route.useParams().propertyId);
    return <PropertyVerificationPage key={id} propertyId={id} />;
  },
});
