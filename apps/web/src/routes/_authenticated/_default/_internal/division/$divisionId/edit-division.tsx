import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { EditEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/edit-division')({
  beforeLoad: ({ context, params }) =>
    requireAnyRight(context.me, ['Division-ContactInfo_UPDATE'], `/division/${params.divisionId}`),
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'division', params.divisionId),
  component: function EditRoute() {
    const { divisionId } = Route.useParams();
    return <EditEntityPage key={divisionId} level="division" id={Number(divisionId)} />;
  },
});
