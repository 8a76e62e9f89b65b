import type { ActorScope } from '../access/caller.ts';
import type { Note, NoteLevel } from '@kc/domain/notes';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { assertNoteTargetInScope, noteParentType } from './note-target.ts';
import { toNote } from './notes.ts';

/** Adds a note (or a pinned "top" note) to an entity the caller reaches; the author and time are recorded. */
export async function addNote(
  ctx: ServiceContext,
  caller: ActorScope,
  input: { level: NoteLevel; entityId: number; text: string; top: boolean },
): Promise<Note> {
  const { actor, scope } = caller;
  if (!actor.principal) throw new AppError('UNAUTHORIZED', 'Signed-in users only');
  await assertNoteTargetInScope(ctx.db, scope, input.level, input.entityId);
  const principal = actor.principal;
  return ctx.db.prisma.$transaction(async (tx) => {
    const note = await tx.note.create({
      data: {
        level: input.level,
        entityId: input.entityId,
        text: input.text,
        top: input.top,
        authorPool: principal.pool,
        authorId: principal.id,
        authorName: principal.name,
      },
    });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Note',
        entityId: note.id,
        parentEntityType: noteParentType(input.level),
        parentEntityId: input.entityId,
        type: 'CREATE',
        newValue: { text: input.text, top: input.top },
      },
    ]);
    return toNote(note);
  });
}
