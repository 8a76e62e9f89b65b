import { createFileRoute } from '@tanstack/react-router';
import { loadEntityPage } from '#web/features/hierarchy/api/entity-route-data.ts';
import { EntityPage } from '#web/features/hierarchy/components/entity-page.tsx';
import { NotesPanel } from '#web/features/notes/components/notes-panel.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/corporation/$corporationId/')({
  loader: ({ context, params }) => loadEntityPage(context.queryClient, 'corporation', Number(params.corporationId)),
  component: function CorporationRoute() {
    const { corporationId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = Number(corporationId);
    return (
      <EntityPage
        key={id}
        level="corporation"
        id={id}
        me={me}
        notes={<NotesPanel level="corporation" id={id} me={me} />}
      />
    );
  },
});
