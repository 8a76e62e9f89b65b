import { createFileRoute } from '@tanstack/react-router';
import { PropertyVerificationPage } from '#web/features/key-control/components/verification-pages.tsx';

/** New property setup: the customer is asked for the unit list. */
export const Route = createFileRoute('/_authenticated/_default/_external/property-verification/$propertyId')({
  component: function PropertyVerificationRoute() {
    const id = Number(Route.useParams().propertyId);
    return <PropertyVerificationPage key={id} propertyId={id} />;
  },
});
