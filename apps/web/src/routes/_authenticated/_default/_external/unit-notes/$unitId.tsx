import { createFileRoute } from '@tanstack/react-router';
import { DbIdSchema } from '@kc/domain/ids';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { notesQueryOptions, unitHeaderQueryOptions } from '#web/features/notes/api/notes.ts';
import { UnitNotesPage } from '#web/features/notes/components/unit-notes-page.tsx';
import { ensureQueries } from '#web/lib/route-data.ts';

const idOf = (raw: string) => DbIdSchema.safeParse(Number(raw)).data ?? null;

/** Unit Notes (issue 14 item 5): the notes of one unit, linked from the property's unit list. */
export const Route = createFileRoute('/_authenticated/_default/_external/unit-notes/$unitId')({
  loader: ({ context, params }) => {
    const id = idOf(params.unitId);
    return id === null
      ? undefined
      : ensureQueries(context.queryClient, [unitHeaderQueryOptions(id), notesQueryOptions('unit', id)]);
  },
  component: function UnitNotesRoute() {
    const id = idOf(Route.useParams().unitId);
    return id === null ? <NotFoundPage /> : <UnitNotesPage key={id} unitId={id} />;
  },
});
