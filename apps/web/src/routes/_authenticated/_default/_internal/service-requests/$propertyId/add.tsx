import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { SR_PAGE_RIGHTS } from '#web/features/service-requests/api/sr-route.ts';
import { loadSrAdd, parseSrId } from '#web/features/service-requests/api/sr-route-data.ts';
import { SrAddPage } from '#web/features/service-requests/components/sr-add-page.tsx';

/** Add Service Request (spec 000 §2.2, spec 001 §5): a new request at the property, warned of one from 20 minutes ago. */
export const Route = createFileRoute('/_authenticated/_default/_internal/service-requests/$propertyId/add')({
  beforeLoad: ({ context }) => requireAnyRight(context.me, SR_PAGE_RIGHTS, '/dashboard'),
  loader: ({ context, params }) => loadSrAdd(context.queryClient, parseSrId(params.propertyId)),
  component: function AddServiceRequestRoute() {
    const { propertyId } = Route.useParams();
    const navigate = Route.useNavigate();
    const id = parseSrId(propertyId);
    if (id === null) return <EntityNotFoundPage entityName="property" />;
    return (
      <SrAddPage
        key={id}
        propertyId={id}
        onCreated={(requestId) => void navigate({ to: `/service-requests/property/${id}/${requestId}` })}
      />
    );
  },
});
