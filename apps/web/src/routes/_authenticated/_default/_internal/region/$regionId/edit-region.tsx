import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { EditEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/edit-region')({
  beforeLoad: ({ context, params }) =>
    requireAnyRight(context.me, ['Region-ContactInfo_UPDATE'], `/region/${params.regionId}`),
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'region', params.regionId),
  component: function EditRoute() {
    const { regionId } = Route.useParams();
    return <EditEntityPage key={regionId} level="region" id={Number(regionId)} />;
  },
});
