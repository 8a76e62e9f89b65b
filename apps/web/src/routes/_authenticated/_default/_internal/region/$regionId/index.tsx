import { createFileRoute } from '@tanstack/react-router';
import { loadEntityPage } from '#web/features/hierarchy/api/entity-route-data.ts';
import { EntityPage } from '#web/features/hierarchy/components/entity-page.tsx';
import { NotesPanel } from '#web/features/notes/components/notes-panel.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/region/$regionId/')({
  loader: ({ context, params }) => loadEntityPage(context.queryClient, 'region', Number(params.regionId)),
  component: function RegionRoute() {
    const { regionId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = Number(regionId);
    return <EntityPage key={id} level="region" id={id} me={me} notes={<NotesPanel level="region" id={id} me={me} />} />;
  },
});
