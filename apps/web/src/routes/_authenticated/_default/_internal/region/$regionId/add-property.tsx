import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';
import { mayCreateEntities } from '#web/features/hierarchy/api/rights.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/add-property')({
  beforeLoad: ({ context, params }) => {
    if (!mayCreateEntities(context.me))
      throw redirect({ to: '/region/$regionId', params: { regionId: params.regionId }, replace: true });
  },
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'region', params.regionId),
  component: function AddPropertyRoute() {
    const { regionId } = Route.useParams();
    return <AddEntityPage level="property" parent={{ level: 'region', id: Number(regionId) }} />;
  },
});
