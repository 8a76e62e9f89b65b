import { createFileRoute } from '@tanstack/react-router';
import { PropertyHomePage } from '#web/features/hierarchy/components/property-home-page.tsx';
import { NotesPanel } from '#web/features/notes/components/notes-panel.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/property/$propertyId/')({
  component: function PropertyRoute() {
    const { propertyId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = Number(propertyId);
    return <PropertyHomePage key={id} id={id} me={me} notes={<NotesPanel level="property" id={id} me={me} />} />;
  },
});
