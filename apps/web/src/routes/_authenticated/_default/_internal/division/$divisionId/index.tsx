import { createFileRoute } from '@tanstack/react-router';
import { loadEntityPage } from '#web/features/hierarchy/api/entity-route-data.ts';
import { EntityPage } from '#web/features/hierarchy/components/entity-page.tsx';
import { NotesPanel } from '#web/features/notes/components/notes-panel.tsx';

export const Route = createFileRoute('/_authenticated/_default/_internal/division/$divisionId/')({
  loader: ({ context, params }) => loadEntityPage(context.queryClient, 'division', Number(params.divisionId)),
  component: function DivisionRoute() {
    const { divisionId } = Route.useParams();
    const { me } = Route.useRouteContext();
    const id = Number(divisionId);
    return (
      <EntityPage key={id} level="division" id={id} me={me} notes={<NotesPanel level="division" id={id} me={me} />} />
    );
  },
});
