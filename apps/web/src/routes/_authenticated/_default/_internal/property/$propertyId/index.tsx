import { createFileRoute } from '@tanstack/react-router';
import { loadEntityPage } from '#web/features/hierarchy/api/entity-route-data.ts';
import { PropertyHomePage } from '#web/features/hierarchy/components/property-home-page.tsx';
import { NotesPanel } from '#web/features/notes/components/notes-panel.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/')({
  loader: ({ context, params }) => loadEntityPage(context.queryClient, 'property', Number(params.propertyId)),
  component: function PropertyRoute() {
    const { propertyId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = Number(propertyId);
    return <PropertyHomePage key={id} id={id} me={me} notes={<NotesPanel level="property" id={id} me={me} />} />;
  },
});
