import { loadEntityForm } from '#web/features/hierarchy/api/entity-route-data.ts';
import { createFileRoute } from '@tanstack/react-router';
import { requireAnyRight } from '#web/lib/route-guards.ts';
import { EditEntityPage } from '#web/features/hierarchy/components/entity-form-pages.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/edit-property')({
  beforeLoad: ({ context, params }) =>
    requireAnyRight(context.me, ['Property-ContactInfo_UPDATE'], `/property/${params.propertyId}`),
  loader: ({ context, params }) => loadEntityForm(context.queryClient, 'property', params.propertyId),
  component: function EditRoute() {
    const { propertyId } = Route.useParams();
    return <EditEntityPage key={propertyId} level="property" id={Number(propertyId)} />;
  },
});
