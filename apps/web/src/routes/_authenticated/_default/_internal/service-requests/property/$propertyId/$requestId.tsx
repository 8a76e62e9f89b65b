import { createFileRoute } from '@tanstack/react-router';
import { EntityNotFoundPage } from '#web/components/entity-not-found-page.tsx';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { SR_PAGE_RIGHTS } from '#web/features/service-requests/api/sr-route.ts';
import { loadSrDetail, parseSrId } from '#web/features/service-requests/api/sr-route-data.ts';
import { SrDetailPage } from '#web/features/service-requests/components/sr-detail-page.tsx';

/** Service Request (spec 000 §2.2, spec 001 §3): one request with its notes, status changes, pin and links. */
export const Route = createFileRoute(
  '/_authenticated/_default/_internal/service-requests/property/$propertyId/$requestId',
)({
  beforeLoad: ({ context }) => requireAnyRight(context.me, SR_PAGE_RIGHTS, '/dashboard'),
  loader: ({ context, params }) => loadSrDetail(context.queryClient, parseSrId(params.requestId)),
  component: function ServiceRequestRoute() {
    const { requestId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = parseSrId(requestId);
    if (id === null) return <EntityNotFoundPage entityName="service-request" />;
    return <SrDetailPage key={id} requestId={id} rights={me.accessRights} />;
  },
});
