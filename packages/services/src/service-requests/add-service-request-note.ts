import type { SrNote } from '@kc/domain/service-requests/schemas';
import type { Caller } from '../access/caller.ts';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { authorOf, loadRequestInScope, revisionOf } from './sr-access.ts';

/** Adds a note to a request's thread (notes are kept, never edited). The request's version does not move. */
export async function addServiceRequestNote(
  ctx: ServiceContext,
  { actor, scope }: Caller,
  requestId: number,
  message: string,
): Promise<SrNote> {
  const request = await loadRequestInScope(ctx.db.prisma, scope, requestId);
  const by = authorOf(actor);
  const note = await ctx.db.prisma.$transaction(async (tx) => {
    const row = await tx.serviceRequestNote.create({
      data: { serviceRequestId: requestId, authorPool: by.pool, authorId: by.id, authorName: by.name, body: message },
    });
    await recordRevisions(tx, actor, [
      { ...revisionOf(request), type: 'ADD', path: 'notes', newValue: { id: row.id, message } },
    ]);
    return row;
  });
  return { id: note.id, user: { name: note.authorName }, message: note.body, createdAt: note.createdAt.toISOString() };
}
