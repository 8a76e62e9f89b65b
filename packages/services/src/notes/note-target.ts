import type { NoteLevel } from '@kc/domain/notes';
import type { Database } from '../db/client.ts';
import { assertPropertyInScope, outOfScope, type Scope } from '../access/scope.ts';
import { assertEntityInScope } from '../hierarchy/entity-scope.ts';
import { entityTypeOf } from '../hierarchy/versioned-update.ts';

/** The property of a unit; 404 when there is no such unit. */
export async function unitProperty(db: Database, unitId: number): Promise<{ propertyId: number; name: string }> {
  const unit = await db.prisma.unit.findUnique({ where: { id: unitId }, select: { propertyId: true, name: true } });
  if (!unit) throw outOfScope('Unit');
  return unit;
}

/** A note's target is in scope: a hierarchy entity by its own rule, a unit by its property (404 otherwise). */
export async function assertNoteTargetInScope(db: Database, scope: Scope, level: NoteLevel, id: number) {
  if (level !== 'unit') return assertEntityInScope(db, scope, level, id);
  const { propertyId } = await unitProperty(db, id);
  await assertPropertyInScope(db, scope, propertyId).catch(() => {
    throw outOfScope('Unit');
  });
}

/** The audit parent of a note: its entity, or its unit. */
export const noteParentType = (level: NoteLevel) => (level === 'unit' ? 'Unit' : entityTypeOf(level));
