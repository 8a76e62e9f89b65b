import type { Note, NoteLevel } from '@kc/domain/notes';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertNoteTargetInScope } from './note-target.ts';

interface NoteRow {
  id: number;
  level: string;
  entityId: number;
  text: string;
  top: boolean;
  authorPool: string;
  authorId: number;
  authorName: string;
  createdAt: Date;
}

export const toNote = (n: NoteRow): Note => ({
  id: n.id,
  level: n.level as NoteLevel,
  entityId: n.entityId,
  text: n.text,
  top: n.top,
  author: { pool: n.authorPool, id: n.authorId, name: n.authorName },
  createdAt: n.createdAt.toISOString(),
});

/** Notes of an entity the caller reaches: pinned ("top") notes first, then newest first. */
export async function listNotes(
  ctx: ServiceContext,
  scope: Scope,
  level: NoteLevel,
  entityId: number,
): Promise<Note[]> {
  await assertNoteTargetInScope(ctx.db, scope, level, entityId);
  const rows = await ctx.db.prisma.note.findMany({
    where: { level, entityId, deletedAt: null },
    orderBy: [{ top: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    take: 500,
  });
  return rows.map(toNote);
}
