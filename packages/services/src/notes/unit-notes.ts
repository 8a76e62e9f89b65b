import type { UnitHeader } from '@kc/domain/notes';
import type { ServiceContext } from '../context.ts';
import type { Scope } from '../access/scope.ts';
import { assertNoteTargetInScope } from './note-target.ts';

/** The unit a notes page is about, with its property's name; 404 outside the caller's reach. */
export async function getUnitHeader(ctx: ServiceContext, scope: Scope, unitId: number): Promise<UnitHeader> {
  await assertNoteTargetInScope(ctx.db, scope, 'unit', unitId);
  const unit = await ctx.db.prisma.unit.findUniqueOrThrow({
    where: { id: unitId },
    select: { id: true, name: true, propertyId: true, property: { select: { name: true } } },
  });
  return { id: unit.id, name: unit.name, propertyId: unit.propertyId, propertyName: unit.property.name };
}
