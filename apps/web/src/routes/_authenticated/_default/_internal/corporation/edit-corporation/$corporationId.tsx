import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { EditEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/edit-corporation/$corporationId')({
  beforeLoad: ({ context, params }) =>
    requireAnyRight(context.me, ['Corporation-ContactInfo_UPDATE'], `/corporation/${params.corporationId}`),
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'corporation', params.corporationId),
  component: function EditRoute() {
    const { corporationId } = Route.useParams();
    return <EditEntityPage key={corporationId} level="corporation" id={Number(corporationId)} />;
  },
});
