import type { NoteLevel } from '@kc/domain/notes';
import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions } from '../audit/record-revision.ts';
import { outOfScope } from '../access/scope.ts';
import type { ActorScope } from '../access/caller.ts';
import { assertNoteTargetInScope, noteParentType } from './note-target.ts';

/** Soft-deletes a note. Its author may, and so may provider staff; notes of entities out of reach answer 404. */
export async function deleteNote(ctx: ServiceContext, { actor, scope }: ActorScope, id: number): Promise<void> {
  const note = await ctx.db.prisma.note.findFirst({ where: { id, deletedAt: null } });
  if (!note) throw outOfScope('Note');
  const level = note.level as NoteLevel;
  await assertNoteTargetInScope(ctx.db, scope, level, note.entityId).catch(() => {
    throw outOfScope('Note');
  });
  const p = actor.principal;
  const isAuthor = p?.pool === note.authorPool && p.id === note.authorId;
  if (!isAuthor && p?.pool !== 'internal')
    throw new AppError('FORBIDDEN', 'Only the author or provider staff can delete this note');
  await ctx.db.prisma.$transaction(async (tx) => {
    await tx.note.update({ where: { id }, data: { deletedAt: new Date() } });
    await recordRevisions(tx, actor, [
      {
        entityType: 'Note',
        entityId: id,
        parentEntityType: noteParentType(level),
        parentEntityId: note.entityId,
        type: 'DELETE',
        oldValue: note.text,
      },
    ]);
  });
}
