import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';
import { mayCreateEntities } from '#web/features/hierarchy/api/rights.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/add-region')({
  beforeLoad: ({ context, params }) => {
    if (!mayCreateEntities(context.me))
      throw redirect({ to: '/division/$divisionId', params: { divisionId: params.divisionId }, replace: true });
  },
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'division', params.divisionId),
  component: function AddRegionRoute() {
    const { divisionId } = Route.useParams();
    return <AddEntityPage level="region" parent={{ level: 'division', id: Number(divisionId) }} />;
  },
});
