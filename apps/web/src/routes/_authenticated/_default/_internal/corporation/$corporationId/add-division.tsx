import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AddEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';
import { mayCreateEntities } from '#web/features/hierarchy/api/rights.ts';

export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/add-division')({
  beforeLoad: ({ context, params }) => {
    if (!mayCreateEntities(context.me))
      throw redirect({
        to: '/corporation/$corporationId',
        params: { corporationId: params.corporationId },
        replace: true,
      });
  },
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'corporation', params.corporationId),
  component: function AddDivisionRoute() {
    const { corporationId } = Route.useParams();
    return <AddEntityPage level="division" parent={{ level: 'corporation', id: Number(corporationId) }} />;
  },
});
